# numpy arithmetic: broadcasting, NEP 50 promotion, reflected and in-place operators, scalar types
import numpy as np


def show(label, x):
    print(label, repr(x), type(x).__name__, getattr(x, "dtype", None))


a = np.array([1, 2, 3])
f = np.array([0.5, 1.5, 2.5])
f32 = np.array([0.5, 1.5, 2.5], dtype=np.float32)
i32 = np.array([1, 2, 3], dtype=np.int32)
b = np.array([True, False, True])
show("a+1", a + 1)
show("a+1.5", a + 1.5)
show("a/2", a / 2)
show("a//2", a // 2)
show("a%2", a % 2)
show("-a%3", -a % 3)
show("a**2", a ** 2)
show("2**a", 2 ** a)
show("a*f", a * f)
show("f32*2.0", f32 * 2.0)
show("f32*f", f32 * f)
show("f32+a", f32 + a)
show("f32+i32", f32 + i32)
show("i32+1", i32 + 1)
show("i32+a", i32 + a)
show("b+b", b + b)
show("b*2", b * 2)
show("b+1.0", b + 1.0)
show("1-a", 1 - a)
show("10/a", 10 / a)
show("f32*np.float64", f32 * np.float64(2.0))
show("f32*np.float32", f32 * np.float32(2.0))
show("a == 2", a == 2)
show("f > 1", f > 1)
show("a != f", a != f)
m = np.arange(6).reshape(2, 3)
show("m+a", m + a)
show("m*col", m * np.array([[10], [20]]))
show("m.T", m.T)
show("m@m.T", m @ m.T)
show("f@f", f @ f)
show("dot", np.dot(m, a))
try:
    m + np.array([1, 2])
except ValueError as e:
    print("ValueError", e)
try:
    b - b
except TypeError as e:
    print("TypeError", e)
try:
    a ** -1
except ValueError as e:
    print("ValueError", e)
x = np.zeros(3)
x += 1
x *= a
x -= 0.5
x /= 2
show("x", x)
y = np.array([1, 2, 3])
y += 2
y *= 3
show("y", y)
try:
    y += 1.5
except TypeError as e:
    print(type(e).__name__, e)
z = np.ones((2, 3))
z[0] += np.array([1.0, 2.0, 3.0])
show("z", z)
s = np.float64(1.5)
show("s+1", s + 1)
show("s*2.0", s * 2.0)
show("2*s", 2 * s)
show("s/0.5", s / 0.5)
show("s**2", s ** 2)
show("-s", -s)
show("abs(-s)", abs(-s))
show("s*a", s * a)
show("a*s", a * s)
show("s>1", s > 1)
show("float(s)", float(s))
show("int64+1", np.int64(5) + 1)
show("int64/2", np.int64(5) / 2)
show("int64*1.5", np.int64(5) * 1.5)
show("f32s+1", np.float32(0.1) + 1)
show("f32s*f64s", np.float32(0.1) * np.float64(3))
show("sum", a.sum())
show("mean", a.mean())
show("f32mean", f32.mean())
show("max", f.max())
show("argmax", f.argmax())
show("len", len(m))
print([v for v in a], [r for r in m], list(f))
print(round(np.float64(2.567), 2), round(np.float64(2.5)), int(np.float64(3.9)), f"{np.float64(1.23456):.2f}")
print("%.3f %d" % (np.float64(1.5), np.int64(7)), "{}".format(np.float32(0.1)))
print(np.float64(0.1) + np.float64(0.2) == 0.30000000000000004, isinstance(np.float64(1), float))
print(np.maximum(a, 2), np.minimum(f, 1), np.maximum(f32, 1.0).dtype, np.square(a), np.power(a, 2.0))
print(np.abs(np.array([-1.5, 2])), np.abs(-a), np.sqrt(a), np.exp(f32).dtype, np.log(f), np.tanh(f))
print(np.sin(np.pi / 2), np.cos(0.0), np.exp(1), np.log(np.e), np.sqrt(2.0))
print(np.clip(f, 1, 2), np.clip(a, 0, 2), a.clip(2, None), np.round(np.array([1.234, 5.678]), 1), np.round(2.5))
print(np.floor(f), np.ceil(f), np.sign(np.array([-2, 0, 3])), np.isnan(np.array([1.0, np.nan])))
print(np.array([1.0, 2.0]) / 0, np.array([0.0]) / 0)
c = np.array([1, 2])
c2 = c.astype(float)
c2 /= 0
print(c2, np.log(np.array([0.0, 1.0])), np.sqrt(np.array([-1.0])), np.divide(1.0, np.array([0.0])))
