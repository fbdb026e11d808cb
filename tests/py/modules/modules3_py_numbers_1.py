import math
vals = [0.1 + 0.2, 1 / 3, 2 ** 0.5, math.pi, 1e-10, 123456789.123456789, 1e22, -0.0, 5e-324]
for v in vals:
    print(repr(v), str(v), f"{v:.3f}", round(v, 4), f"{v:g}")
print(7 // 2, -7 // 2, 7 % 3, -7 % 3, divmod(-7, 2), 2 ** -1, 10 ** 20, 2 ** 100)
print(int(3.9), int(-3.9), round(2.5), round(3.5), round(-0.5), math.floor(-2.5), math.ceil(2.1))
print(math.sqrt(16), math.log(math.e), math.log10(1000), math.log2(8), math.exp(0), math.isclose(0.1 + 0.2, 0.3))
print(math.inf, -math.inf, math.nan, math.isnan(float("nan")), math.isinf(1e400), float("1e400"))
print(abs(-3), abs(-2.5), pow(2, 10), pow(2, 10, 1000), min(3, 1, 2), max([1.5, 2]), sum([0.1] * 10))
print(1_000_000, 0x1F, 0o17, 0b101, hex(255), oct(8), bin(5), int("ff", 16), int("0b101", 0))
print(math.gcd(12, 18), math.factorial(10), math.comb(5, 2), math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10))
print(True + True, 3 * True, 1 == 1.0, 0.1 * 3 == 0.3, (0.1).as_integer_ratio()[1] > 0, (2.5).is_integer())
print(int.from_bytes(b"\x01\x00", "little"), (1024).bit_length())
print(complex(1, 2) * 2, abs(3 + 4j), (1 + 2j).real, divmod(7.5, 2), 7.5 // 2, -7.5 % 2)
