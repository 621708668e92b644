import { francAll } from "franc"
import { describe, expect, it } from "vitest"
import { knownFrancCodes } from "../../src/facts/language-codes"
import { languageDetector } from "../../src/facts/language-detection"

const options = { minLength: 50, only: [...knownFrancCodes] }
const detect = languageDetector(options)

const paragraphs = {
  eng: "We bake sourdough bread every morning in our small bakery so that you have fresh pastry for breakfast. We also offer rolls, baguettes and cakes made to the traditional recipes of our grandmothers. Orders are taken by phone and online, and we deliver within the city on weekdays before nine o'clock.",
  slk: "Kváskový chlieb pečieme každé ráno v našej malej pekárni v Košiciach, aby ste mali čerstvé pečivo na raňajky. Ponúkame aj rožky, bagety a koláče podľa tradičných receptov našich starých mám. Objednávky prijímame telefonicky aj cez internet a v pracovné dni rozvážame po meste ešte pred deviatou.",
  spa: "Horneamos pan de masa madre cada mañana en nuestra pequeña panadería de Málaga para que tenga pan fresco en el desayuno. También ofrecemos panecillos, baguettes y pasteles según las recetas tradicionales de nuestras abuelas. Aceptamos pedidos por teléfono y en línea, y repartimos por la ciudad antes de las nueve.",
  deu: "Wir backen jeden Morgen Sauerteigbrot in unserer kleinen Bäckerei, damit Sie zum Frühstück frisches Gebäck haben. Außerdem bieten wir Brötchen, Baguettes und Kuchen nach den überlieferten Rezepten unserer Großmütter an. Bestellungen nehmen wir telefonisch und online entgegen und liefern werktags vor neun Uhr.",
  rus: "Каждое утро мы печём хлеб на закваске в нашей маленькой пекарне, чтобы у вас была свежая выпечка к завтраку. Мы также предлагаем булочки, багеты и пироги по традиционным рецептам наших бабушек. Заказы принимаем по телефону и через интернет, а по будним дням доставляем по городу до девяти часов.",
}

describe("the language detector", () => {
  it.each(Object.entries(paragraphs))(
    "ranks %s first in a paragraph of it, exactly as francAll does",
    (code, text) => {
      const ranked = detect(text)
      expect(ranked).toStrictEqual(francAll(text, options))
      expect(ranked[0]).toEqual([code, 1])
    },
  )

  it("answers the same for a page-sized sample and past franc's 2,048-character cut", () => {
    const long = Object.values(paragraphs).join("\n\n").repeat(3)
    for (const text of [long.slice(0, 1_000), long])
      expect(detect(text)).toStrictEqual(francAll(text, options))
  })

  it("lower-cases after cleaning, as franc does: a capital sigma before a full stop is then final", () => {
    const text = `${paragraphs.eng} ΟΔΟΣ.Α οδοσ α`
    expect(detect(text)).toStrictEqual(francAll(text, options))
  })

  it("is undetermined on too little text, on digits and punctuation only, and names a one-language script", () => {
    expect(detect("Fresh bread.")).toStrictEqual([["und", 1]])
    expect(detect("2024-03-12, 10:00 — 12.50 € / 3 × 4 = 12 … (1, 2, 3) [4] {5} 6 7 8 9 0")).toStrictEqual([
      ["und", 1],
    ])
    const thai = "เราอบขนมปังทุกเช้าในร้านเบเกอรี่เล็กๆ ของเรา เพื่อให้คุณได้ขนมสดใหม่สำหรับอาหารเช้า"
    expect(detect(thai)).toStrictEqual([["tha", 1]])
    expect(languageDetector({ only: ["eng"] })(thai)).toStrictEqual([["und", 1]])
  })
})
