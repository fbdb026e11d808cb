ba = bytearray(b"hello")
print(ba, len(ba), ba[0], ba[1:3], ba[-1], repr(ba), type(ba[1:3]).__name__)
ba.append(33)
ba.extend(b" you")
ba.extend([65, 66])
ba[0] = 72
print(ba, ba.decode(), bytes(ba), ba == b"Hello! youAB", b"Hello! youAB" == ba, ba.hex())
ba.insert(0, 62)
print(ba.pop(), ba.pop(0), ba)
ba.remove(ord("o"))
del ba[0]
ba[0:2] = b"XY"
print(ba, b"XY" in ba, 89 in ba, list(ba)[:3], ba + b"!", ba * 2, ba.startswith(b"XY"))
ba.reverse()
print(ba, ba.copy() == ba, ba.copy() is ba, bytearray(3), bytearray([1, 2]), bytearray("é", "utf-8"), bytearray())
ba.clear()
print(ba, len(ba))
for bad in [lambda: bytearray(b"a").append(256), lambda: bytearray(b"a").append("x"), lambda: bytearray().pop(),
            lambda: bytearray(b"a")[5], lambda: hash(bytearray()), lambda: bytearray(b"a").remove(9), lambda: bytearray(1.5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
b2 = bytearray(b"ab")
b2 += b"cd"
print(b2, isinstance(b2, bytearray), bytearray.__name__)
