import random
random.seed(1)
print([random.randint(1, 6) for _ in range(20)])
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 50, 5) for _ in range(10)])
print([random.randrange(10, 0, -2) for _ in range(10)])
print([random.getrandbits(k) for k in (1, 8, 31, 32, 33, 64, 100)])
print(random.randrange(2**70))
print(random.randint(-10**20, 10**20))
for bad in [lambda: random.randrange(0), lambda: random.randrange(5, 2), lambda: random.randrange(1, 5, 0),
            lambda: random.randrange(5, 1, 2), lambda: random.randint(3, 1)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
try:
    random.randrange(1.5)
except TypeError as e:
    print(type(e).__name__, e)
