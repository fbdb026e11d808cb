a, b = 1 + 2j, 3 - 4j
print(a + b, a - b, a * b, a / b, -a, +a)
print(a + 1, 1 + a, a - 2.5, 2.5 - a, a * 2, 2 * a, a / 2, 2 / a, True + a)
print(a ** 2, a ** -1, a ** 0, a ** 0.5, 2 ** a, a ** b, 1j ** 2, (1j) ** 1j, 0j ** 0)
print(1j * 1j, sum([1j, 2, 3.5]), (1 + 1j) ** 10, (0.5 + 0.5j) ** 101)
x = 1j
x += 1
x *= 2
print(x)
for expr in ["a / 0", "a / 0j", "0j ** -1", "a // 2", "a % 2", "a < b", "divmod(a, 1)", "int(a)", "float(a)",
             "complex('abc')", "complex('1', 2)", "complex(1, '2')", "complex([])", "complex(1, [])", "round(a)",
             "complex('1+2j)')", "complex('')", "abs(complex(1e308, 1e308) * 10)"]:
    try:
        print(expr, "->", eval(expr))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)
