nums = [2, 4, 6]
print(all(n % 2 == 0 for n in nums), any(n > 5 for n in nums), all([]), any([]))
