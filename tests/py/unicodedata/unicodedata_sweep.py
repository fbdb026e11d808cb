import unicodedata as ud, hashlib
ranges = [(0xA0, 0x2FF), (0x370, 0x52F), (0x1E00, 0x1FFF), (0x2000, 0x2BFF), (0x3000, 0x30FF), (0xFF00, 0xFFEF), (0xAC00, 0xAD00), (0x1D400, 0x1D500)]
for a, b in ranges:
    s = "".join(chr(c) for c in range(a, b))
    out = []
    for f in ("NFC", "NFD", "NFKC", "NFKD"):
        out.append(hashlib.md5(ud.normalize(f, s).encode("utf-8", "surrogatepass")).hexdigest()[:8])
    names = hashlib.md5("|".join(ud.name(c, "") for c in s).encode()).hexdigest()[:8]
    cats = hashlib.md5("|".join(ud.category(c) + ud.bidirectional(c) + ud.east_asian_width(c) + str(ud.combining(c)) for c in s).encode()).hexdigest()[:8]
    dec = hashlib.md5("|".join(ud.decomposition(c) for c in s).encode()).hexdigest()[:8]
    print(hex(a), out, names, cats, dec)
