import { type PhraseCategory, phrases } from './languages';

export const money: PhraseCategory = {
  category: 'money',
  // biome-ignore format: one phrase per line, in the order en, vi, fr, es, de, it, ja, ko, zh, th
  phrases: phrases([
    ['How much is this?', 'Cái này bao nhiêu tiền?', 'Combien ça coûte ?', '¿Cuánto cuesta esto?', 'Wie viel kostet das?', 'Quanto costa questo?', 'これはいくらですか？', '이거 얼마예요?', '这个多少钱？', 'อันนี้ราคาเท่าไร'],
    ['That is too expensive', 'Đắt quá', "C'est trop cher", 'Es demasiado caro', 'Das ist zu teuer', 'È troppo caro', '高すぎます', '너무 비싸요', '太贵了', 'แพงเกินไป'],
    ['Can you give me a discount?', 'Bạn có thể giảm giá không?', 'Pouvez-vous me faire une réduction ?', '¿Me puede hacer un descuento?', 'Können Sie mir einen Rabatt geben?', 'Mi può fare uno sconto?', '割引してもらえますか？', '깎아 주실 수 있어요?', '可以便宜一点吗？', 'ลดราคาได้ไหม'],
    ['Do you accept credit cards?', 'Bạn có nhận thẻ tín dụng không?', 'Acceptez-vous les cartes de crédit ?', '¿Aceptan tarjetas de crédito?', 'Nehmen Sie Kreditkarten?', 'Accettate carte di credito?', 'クレジットカードは使えますか？', '신용카드 받아요?', '可以用信用卡吗？', 'รับบัตรเครดิตไหม'],
    ['Cash only?', 'Chỉ nhận tiền mặt à?', 'Espèces uniquement ?', '¿Solo efectivo?', 'Nur Bargeld?', 'Solo contanti?', '現金のみですか？', '현금만 돼요?', '只收现金吗？', 'รับแต่เงินสดเหรอ'],
    ['Where can I exchange money?', 'Tôi có thể đổi tiền ở đâu?', 'Où puis-je changer de l’argent ?', '¿Dónde puedo cambiar dinero?', 'Wo kann ich Geld wechseln?', 'Dove posso cambiare i soldi?', '両替はどこでできますか？', '환전은 어디서 해요?', '在哪里可以换钱？', 'แลกเงินได้ที่ไหน'],
    ['What is the exchange rate?', 'Tỷ giá hối đoái là bao nhiêu?', 'Quel est le taux de change ?', '¿Cuál es el tipo de cambio?', 'Wie ist der Wechselkurs?', 'Qual è il tasso di cambio?', '為替レートはいくらですか？', '환율이 어떻게 돼요?', '汇率是多少？', 'อัตราแลกเปลี่ยนเท่าไร'],
    ['Where is the nearest bank?', 'Ngân hàng gần nhất ở đâu?', 'Où est la banque la plus proche ?', '¿Dónde está el banco más cercano?', 'Wo ist die nächste Bank?', "Dov'è la banca più vicina?", '一番近い銀行はどこですか？', '가장 가까운 은행이 어디예요?', '最近的银行在哪里？', 'ธนาคารที่ใกล้ที่สุดอยู่ที่ไหน'],
    ['The ATM kept my card', 'Cây ATM đã giữ thẻ của tôi', 'Le distributeur a avalé ma carte', 'El cajero se ha tragado mi tarjeta', 'Der Geldautomat hat meine Karte eingezogen', 'Il bancomat ha trattenuto la mia carta', 'ATMにカードが吸い込まれました', 'ATM이 카드를 먹었어요', '取款机吞了我的卡', 'ตู้เอทีเอ็มกลืนบัตรของฉัน'],
    ['Can I have a receipt?', 'Cho tôi xin hóa đơn', 'Puis-je avoir un reçu ?', '¿Me da un recibo?', 'Kann ich eine Quittung haben?', 'Posso avere la ricevuta?', '領収書をもらえますか？', '영수증 주시겠어요?', '可以给我收据吗？', 'ขอใบเสร็จได้ไหม'],
    ['Keep the change', 'Không cần thối lại', 'Gardez la monnaie', 'Quédese con el cambio', 'Stimmt so', 'Tenga il resto', 'お釣りは結構です', '잔돈은 가지세요', '不用找了', 'ไม่ต้องทอน'],
    ['I think the bill is wrong', 'Tôi nghĩ hóa đơn bị sai', "Je crois qu'il y a une erreur dans l'addition", 'Creo que la cuenta está mal', 'Ich glaube, die Rechnung stimmt nicht', 'Credo che il conto sia sbagliato', '会計が間違っていると思います', '계산이 잘못된 것 같아요', '我觉得账单有误', 'ฉันคิดว่าบิลผิด'],
    ['Do you have change?', 'Bạn có tiền lẻ không?', 'Avez-vous de la monnaie ?', '¿Tiene cambio?', 'Haben Sie Wechselgeld?', 'Ha da cambiare?', '小銭はありますか？', '잔돈 있어요?', '你有零钱吗？', 'มีเงินทอนไหม'],
    ['Can I pay in dollars?', 'Tôi có thể trả bằng đô la không?', 'Puis-je payer en dollars ?', '¿Puedo pagar en dólares?', 'Kann ich in Dollar bezahlen?', 'Posso pagare in dollari?', 'ドルで払えますか？', '달러로 낼 수 있어요?', '可以用美元付款吗？', 'จ่ายเป็นดอลลาร์ได้ไหม'],
    ['Can I pay in euros?', 'Tôi có thể trả bằng euro không?', 'Puis-je payer en euros ?', '¿Puedo pagar en euros?', 'Kann ich in Euro bezahlen?', 'Posso pagare in euro?', 'ユーロで払えますか？', '유로로 낼 수 있어요?', '可以用欧元付款吗？', 'จ่ายเป็นยูโรได้ไหม'],
    ['Is there a fee?', 'Có mất phí không?', 'Y a-t-il des frais ?', '¿Hay alguna comisión?', 'Gibt es eine Gebühr?', "C'è una commissione?", '手数料はかかりますか？', '수수료가 있어요?', '有手续费吗？', 'มีค่าธรรมเนียมไหม'],
    ['Can I pay with my phone?', 'Tôi có thể trả bằng điện thoại không?', 'Puis-je payer avec mon téléphone ?', '¿Puedo pagar con el móvil?', 'Kann ich mit dem Handy bezahlen?', 'Posso pagare con il telefono?', 'スマホで払えますか？', '휴대폰으로 결제할 수 있어요?', '可以用手机支付吗？', 'จ่ายด้วยโทรศัพท์ได้ไหม'],
    ['My card does not work', 'Thẻ của tôi không dùng được', 'Ma carte ne fonctionne pas', 'Mi tarjeta no funciona', 'Meine Karte funktioniert nicht', 'La mia carta non funziona', 'カードが使えません', '제 카드가 안 돼요', '我的卡不能用', 'บัตรของฉันใช้ไม่ได้'],
    ['I would like to withdraw money', 'Tôi muốn rút tiền', 'Je voudrais retirer de l’argent', 'Quisiera sacar dinero', 'Ich möchte Geld abheben', 'Vorrei prelevare dei soldi', 'お金を引き出したいです', '돈을 찾고 싶어요', '我想取钱', 'ฉันอยากถอนเงิน'],
    ['How much is it per night?', 'Một đêm bao nhiêu tiền?', 'Combien coûte la nuit ?', '¿Cuánto cuesta por noche?', 'Was kostet es pro Nacht?', 'Quanto costa a notte?', '一泊いくらですか？', '1박에 얼마예요?', '一晚多少钱？', 'คืนละเท่าไร'],
    ['Is breakfast included?', 'Có bao gồm bữa sáng không?', 'Le petit-déjeuner est-il compris ?', '¿El desayuno está incluido?', 'Ist das Frühstück inbegriffen?', 'La colazione è inclusa?', '朝食は含まれていますか？', '조식 포함이에요?', '含早餐吗？', 'รวมอาหารเช้าไหม'],
    ['Is there a cheaper one?', 'Có cái nào rẻ hơn không?', 'Y en a-t-il un moins cher ?', '¿Hay uno más barato?', 'Gibt es etwas Billigeres?', "C'è qualcosa di più economico?", 'もっと安いのはありますか？', '더 싼 거 있어요?', '有更便宜的吗？', 'มีที่ถูกกว่านี้ไหม'],
    ['I will take it', 'Tôi lấy cái này', 'Je le prends', 'Me lo llevo', 'Ich nehme es', 'Lo prendo', 'これにします', '이걸로 할게요', '我要了', 'ฉันเอาอันนี้'],
    ['Just looking, thank you', 'Tôi chỉ xem thôi, cảm ơn', 'Je regarde seulement, merci', 'Solo estoy mirando, gracias', 'Ich schaue nur, danke', 'Sto solo guardando, grazie', '見ているだけです、ありがとう', '그냥 구경하는 거예요, 감사합니다', '我只是看看，谢谢', 'แค่ดูเฉยๆ ขอบคุณ'],
    ['Can I get a tax refund?', 'Tôi có được hoàn thuế không?', 'Puis-je avoir la détaxe ?', '¿Puedo pedir la devolución del IVA?', 'Kann ich die Mehrwertsteuer zurückbekommen?', 'Posso avere il rimborso IVA?', '免税手続きはできますか？', '택스 리펀드 받을 수 있어요?', '可以退税吗？', 'ขอคืนภาษีได้ไหม'],
  ]),
};
