print(chr(65), chr(955), chr(128512), ord("A"), ord("λ"), ord("😀"))
print(hex(255), hex(-255), oct(8), oct(-8), bin(10), bin(-10), hex(0))
print(hex(2**70), bin(2**40))
print(ord(b"a"))
class I:
    def __index__(self): return 42
print(hex(I()), bin(I()), chr(I()))
for bad in [lambda: chr(-1), lambda: chr(0x110000)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
for bad in [lambda: ord("ab"), lambda: ord(""), lambda: ord(1), lambda: hex(1.5), lambda: chr("a")]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
