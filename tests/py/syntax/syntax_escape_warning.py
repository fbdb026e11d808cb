# Invalid escape sequences: CPython 3.13 keeps the backslash and emits a SyntaxWarning at compile time, once per
# literal part (its first invalid escape), on the line of the backslash. Real model files hit this with LaTeX in
# docstrings ("KL(N(\mu, \sigma), ...").
x = 1
s = "a\mb\qc"
"""doc
  line \d two \e
"""
b = b"\u12\N"
t = "\477"
f = f"x{x}\s {x}\w"
g = "one\p" "two\k"
r = r"\m" + R"\q" + rb"\z".decode()
ok = "\n\t\\\'\"\a\b\f\v\x41\101\u0041"
print(s, len(s), b, t == "\u013f", f, g, r, len(ok))


def f2():
    """Computes the loss: KL(N(\mu, \sigma), N(0, 1))"""
    return 0


print(f2.__doc__)
