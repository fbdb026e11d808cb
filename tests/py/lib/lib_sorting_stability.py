records = [("b", 2), ("a", 2), ("c", 1), ("a", 1), ("b", 1)]
by_num = sorted(records, key=lambda r: r[1])
print(by_num)
by_both = sorted(sorted(records, key=lambda r: r[0]), key=lambda r: r[1], reverse=True)
print(by_both)
print(sorted(records, key=lambda r: (r[1], r[0])))
nums = [3.5, -1, 2, -7.25, 0]
print(sorted(nums, key=abs), sorted(nums, key=lambda x: -x))
print(sorted([[3, 1], [2], [3, 0]]), sorted(["b", "A", "a", "B"]))
