import random
random.seed(0)
items = [(random.randint(0, 5), i) for i in range(200)]
s1 = sorted(items, key=lambda t: t[0])
ok = all(s1[i][0] < s1[i + 1][0] or (s1[i][0] == s1[i + 1][0] and s1[i][1] < s1[i + 1][1]) for i in range(len(s1) - 1))
print(ok, s1[:5], s1[-3:])
s2 = sorted(items, key=lambda t: t[0], reverse=True)
print(s2[:5])
big = [(i * 7919) % 1009 for i in range(2000)]
print(sorted(big)[:10], sorted(big)[-5:], sorted(big) == sorted(big, reverse=True)[::-1])
nums = [3.5, float('inf'), -float('inf'), 0.0, -0.0, 2]
print(sorted(nums))
