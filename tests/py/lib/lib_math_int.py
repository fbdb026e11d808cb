import math
print(math.factorial(0), math.factorial(5), math.factorial(20), math.factorial(30))
print(math.gcd(12, 18), math.gcd(0, 5), math.gcd(-4, 6), math.gcd(), math.gcd(12, 18, 8))
print(math.lcm(4, 6), math.lcm(), math.lcm(3, 0), math.lcm(2, 3, 4))
print(math.comb(5, 2), math.comb(10, 0), math.comb(3, 5), math.comb(50, 25))
print(math.perm(5, 2), math.perm(5), math.perm(3, 5))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10**20), math.isqrt(2**64 + 1))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([0.5, 4]), math.prod([2, 3], start=10))
print(math.gcd(2**70, 2**35 * 3))
