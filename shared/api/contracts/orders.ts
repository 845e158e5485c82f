import { PageQuerySchema } from '../common';
import { FormSelectionRequestSchema } from '../../forms-selection';
import { defineContract } from '../contract';
import {
  AgreementRequestSchema,
  CreateOrderRequestSchema,
  NoticeDeliveryChoiceSchema,
  NoticeRequestSchema,
  OrderResponseSchema,
  OrdersPageSchema,
  PaymentMethodRequestSchema,
} from '../orders';
import { ordersRoutes } from '../route-tables/orders';

export const ordersContract = defineContract(ordersRoutes, {
  'POST /orders': {
    body: CreateOrderRequestSchema,
    success: {
      status: 201,
      description: 'A new order',
      schema: OrderResponseSchema,
      also: { status: 200, description: 'The caller’s open order of that type' },
    },
    errors: ['validation_failed'],
  },
  'GET /orders': {
    query: PageQuerySchema,
    success: { status: 200, description: 'The caller’s orders, newest first', schema: OrdersPageSchema },
    errors: ['validation_failed'],
  },
  'GET /orders/{orderId}': { success: { status: 200, description: 'The order', schema: OrderResponseSchema }, errors: ['not_found'] },
  'POST /orders/{orderId}/notice': {
    body: NoticeRequestSchema,
    success: {
      status: 200,
      description: 'The order with the signed Notice to Consumer recorded (signing again changes nothing)',
      schema: OrderResponseSchema,
    },
    errors: ['validation_failed', 'not_found', 'conflict', 'registration_lapsed'],
  },
  'PUT /orders/{orderId}/notice/delivery': {
    body: NoticeDeliveryChoiceSchema,
    success: { status: 200, description: 'The order with the client’s choice recorded', schema: OrderResponseSchema },
    errors: ['validation_failed', 'not_found', 'notice_required', 'conflict'],
  },
  'PUT /orders/{orderId}/forms': {
    body: FormSelectionRequestSchema,
    success: {
      status: 200,
      description: 'The order with the client’s selection recorded (and kept in its history)',
      schema: OrderResponseSchema,
    },
    errors: ['validation_failed', 'not_found', 'notice_required', 'conflict'],
  },
  'POST /orders/{orderId}/agreement': {
    body: AgreementRequestSchema,
    success: {
      status: 200,
      description: 'The order with the acceptance recorded (accepting again changes nothing)',
      schema: OrderResponseSchema,
    },
    errors: [
      'validation_failed',
      'not_found',
      'notice_required',
      'forms_required',
      'notice_delivery_required',
      'conflict',
      'registration_lapsed',
    ],
  },
  'POST /orders/{orderId}/payment-method': {
    body: PaymentMethodRequestSchema,
    success: { status: 200, description: 'The order with the method chosen', schema: OrderResponseSchema },
    errors: ['validation_failed', 'not_found', 'agreement_required', 'conflict'],
  },
});
