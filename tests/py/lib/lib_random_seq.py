import random
random.seed(7)
items = list(range(10))
random.shuffle(items)
print(items)
print(random.choice("abcdef"), random.choice([10, 20, 30]))
print(random.sample(range(100), 5))
print(random.sample(["a", "b", "c", "d"], 4))
print(random.sample(range(10000), 10))
print(random.choices(["x", "y", "z"], k=6))
print(random.choices(["x", "y", "z"], weights=[5, 1, 1], k=6))
print(random.choices(range(4), cum_weights=[1, 2, 3, 10], k=5))
deck = [(r, s) for r in "A23" for s in "HS"]
random.shuffle(deck)
print(deck)
for bad in [lambda: random.choice([]), lambda: random.sample([1, 2], 3),
            lambda: random.choices([1, 2], weights=[1], k=1)]:
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
try:
    random.sample({1, 2}, 1)
except TypeError as e:
    print(type(e).__name__, e)
