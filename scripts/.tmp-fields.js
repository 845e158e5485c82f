const {PDFDocument}=require('pdf-lib');const fs=require('fs');
(async()=>{for(const f of process.argv.slice(2)){const d=await PDFDocument.load(fs.readFileSync(f));
for(const x of d.getForm().getFields()){const n=x.getName(); if(/Crt|Court|County|CaseN|Case_N|CaseNo/i.test(n)) console.log(f.split('/').pop(), n, x.constructor.name)}}})();
