# bytes.decode with error handlers (replace / ignore / backslashreplace; utf-8 and ascii)
for b in [b"\xff\xfeab", b"a\xe2\x82", b"\xe2\x82\xac\xed\xa0\x80x", b"\xf0\x9f\x98", b"\xc3\xa9\x80"]:
    for eh in ["replace", "ignore", "backslashreplace"]:
        print(repr(b.decode("utf-8", errors=eh)), repr(b.decode("ascii", eh)))
    try:
        b.decode("ascii")
    except UnicodeDecodeError as e:
        print(e)
print(bytearray(b"\xffa").decode("utf-8", "replace"))
