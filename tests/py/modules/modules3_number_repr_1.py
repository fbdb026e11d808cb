vals = [0.1, 0.2 + 0.1, 1 / 3, 2 / 3, 1e16, 1e15, 123456789012345678.0, 1e-4, 1e-5, 0.00001234, 1.5e300,
        -0.0, 5e-324, 2.0 ** 60, 1e22, 1e23, 100.0, 3.0, float("inf"), float("-inf"), float("nan")]
for v in vals:
    print(repr(v), str(v), f"{v}", v.__repr__())
print(2 ** 64, -2 ** 63, 10 ** 30, 7 // 2, -7 // 2, 7 % 3, -7 % 3, 2 ** -1, 0 ** 0)
print(int("42"), int("-0x1f", 16), int("0b101", 0), int("1_000"), int(3.99), int(-3.99), int("  7 "), float(" 1e3 "))
print(round(123.456, -1), round(1234, -2), round(0.125, 2), round(0.375, 2), round(5), round(5.5), round(6.5))
print(1_000_000, 0x_ff, 0o17, 0b1010, 1e3, 1E-3, 3j, 1 + 2j, complex(1, -1), abs(3 + 4j), (1 + 2j) * (3 - 1j))
print(True + True, True * 3, 10 / 4, 10 // 4, 2 ** 0.5, pow(2, 10, 1000), pow(3, -1, 7), divmod(-9, 4))
print(float("1.7976931348623157e308"), float("-1e400"), 1e308 * 10, -(2 ** 1023) * 2.0 if False else "skip")
print(hex(255), oct(8), bin(5), hex(-255), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"))
print((10).bit_length(), (1024).bit_count(), (3.5).as_integer_ratio(), (0.1).as_integer_ratio(), (7).real, 2.5.is_integer())
print(float.fromhex("0x1p-2"), (1.0).hex(), 1e-7, 1.0e-7 * 3, 0.1 * 3, 1.1 * 1.1, 9007199254740993, float(9007199254740993))
for bad in ["abc", "1.2.3", "", "0x10"]:
    try:
        print(int(bad))
    except ValueError as e:
        print("ValueError", e)
try:
    float("x1")
except ValueError as e:
    print("ValueError", e)
try:
    print(2.0 ** 10000)
except OverflowError as e:
    print("OverflowError", e)
try:
    print(1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print(1 // 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print(5 % 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(int(1e20), int(-1e19), 10 ** 20 / 3, 2 ** 100 // 3, str(2 ** 200)[:20], len(str(3 ** 1000)))
