# int -> decimal text of big ints (session 10: four base-10^9 chunks per sweep): exact digits around chunk edges
import random
random.seed(5)
for e in [0, 1, 5, 9, 10, 17, 18, 19, 27, 35, 36, 37, 45, 100, 1000]:
    for x in [10**e, 10**e - 1, 10**e + 1, -(10**e), 2**(e*3+1)]:
        print(x)
for _ in range(200):
    print(random.getrandbits(random.randint(1, 3000)) * random.choice([1, -1]))
print(str(7**5000)[:50], len(str(7**5000)))
try:
    str(3**10000)
except ValueError as e:
    print("ValueError", e)
