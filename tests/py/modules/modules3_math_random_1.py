import math
import random
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1.0, 1.1, rel_tol=0.1), math.isclose(0, 1e-10),
      math.isclose(0, 1e-10, abs_tol=1e-9))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2.5, 2], start=2), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.comb(10, 3), math.perm(5, 2), math.factorial(20), math.gcd(12, 18), math.lcm(4, 6), math.isqrt(99))
print(math.sqrt(2), math.exp(1), math.log(100, 10), math.log2(8), math.log10(1000), math.log1p(1e-10))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(2.5), round(3.5), round(-0.5), round(2.675, 2))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan, math.isnan(math.nan), math.isinf(-math.inf))
print(math.hypot(3, 4), math.dist([0, 0], [3, 4]), math.degrees(math.pi), math.radians(180), math.copysign(1, -0.0))
print(math.atan2(1, 1), math.sin(math.pi / 6), math.cos(0), math.tanh(0.5), math.erf(0.5), math.gamma(5))
print(math.fmod(7, -3), 7 % -3, -7 // 2, divmod(-7, 2), divmod(7.5, 2), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.comb(3, -1), lambda: math.factorial(-1),
            lambda: math.exp(1000), lambda: math.factorial(2.5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
random.seed(42)
print(random.random(), random.randint(1, 100), random.uniform(1, 2), random.choice("abcdef"))
print(random.randrange(10), random.randrange(0, 100, 5), random.gauss(0, 1), random.normalvariate(5, 2))
items = list(range(10))
random.shuffle(items)
print(items, random.sample(range(100), 5), random.choices("abc", k=5), random.choices("ab", weights=[9, 1], k=4))
random.seed("text seed")
print(random.random(), random.getrandbits(16), random.expovariate(2.0), random.betavariate(2, 3))
rng = random.Random(7)
print(rng.random(), rng.randint(0, 9), random.Random(7).random() == random.Random(7).random())
state = random.getstate()
a = random.random()
random.setstate(state)
print(a == random.random(), random.triangular(0, 1), round(random.vonmisesvariate(1, 2), 6))
random.seed(123)
print([random.randint(0, 2**40) for _ in range(3)], random.uniform(-1, 1), random.sample([1, 2, 3], k=3))
