import unicodedata as ud
for ch in "aZ5 ,é€😀中한ßΩЖ½²\u0301\u200b\t":
    print(repr(ch), ud.category(ch), ud.bidirectional(ch), ud.east_asian_width(ch), ud.combining(ch),
          ud.mirrored(ch), ud.name(ch, "?"), ud.decimal(ch, None), ud.digit(ch, None), ud.numeric(ch, None),
          repr(ud.decomposition(ch)))
for s in ["café", "cafe\u0301", "Å", "ﬁ", "①", "ｈｅｌｌｏ", "한국어", "\u1100\u1161\u11a8", "x\u0323\u0307",
          "ṩ", "𝐇𝐞𝐥𝐥𝐨", "Ⅻ", "¼", "a\u0308\u0301", "\u00c5\u0327"]:
    print([ud.normalize(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [len(ud.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")], ud.is_normalized("NFC", s))
print(ud.lookup("LATIN SMALL LETTER A WITH ACUTE"), ud.lookup("snowman"), ud.lookup("CJK UNIFIED IDEOGRAPH-4E2D"),
      ud.lookup("HANGUL SYLLABLE GAG"), ud.lookup("grinning face"))
for bad in [lambda: ud.lookup("NOT A NAME"), lambda: ud.name("\x00"), lambda: ud.decimal("x"),
            lambda: ud.digit("x"), lambda: ud.numeric("x"), lambda: ud.category("ab"), lambda: ud.category(5),
            lambda: ud.normalize("NFX", "a")]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(ud.unidata_version)
def strip_accents(s):
    return "".join(c for c in ud.normalize("NFD", s) if ud.category(c) != "Mn")
print(strip_accents("Crème Brûlée à São Paulo, Ελληνικά"))
print(sum(1 for c in map(chr, range(0x20, 0x3000)) if ud.category(c).startswith("L")))
print(ud.name("→"), ud.name("♥"), ud.name("±"), ud.name("ア"), ud.name("Ａ"))
