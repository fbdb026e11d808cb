import random
vals = [0.0, -0.0, 1.0, 3.0, 0.1, -2.5, 1e308, 5e-324, 2.2250738585072014e-308, 1e-310, float('inf'), float('-inf'), 123456.789, 2**53+1.0, 1/3]
for v in vals:
    h = v.hex()
    print(h, float.fromhex(h) == v)
for s in ["0x1p-1074", "0x1p-1075", "0x3p-1076", "0x1.fffffffffffff8p1023", "0x1.fffffffffffff7p1023", " -0X1.8P+1 ", "1", "a.b", ".8", "0x.8p1", "inf", "-Infinity", "nan", "0x1.00000000000008p0", "0x1.00000000000018p0", "0x1.000000000000080001p0", "0x10000000000000000000p-80", "0.00000000000000000001p64"]:
    try: print(repr(s), float.fromhex(s))
    except Exception as e: print(repr(s), type(e).__name__, e)
for s in ["", "0x", "1p", "1.2.3", "0x1p1e", "--1", "0x1p99999"]:
    try: print(repr(s), float.fromhex(s))
    except Exception as e: print(repr(s), type(e).__name__, e)
random.seed(5)
ok = True
for i in range(2000):
    v = random.uniform(-1e10, 1e10) * 10 ** random.randint(-300, 290)
    if float.fromhex(v.hex()) != v: ok = False; print("bad", v)
print(ok)
class F(float): pass
print(type(F.fromhex("0x1p0")).__name__)
