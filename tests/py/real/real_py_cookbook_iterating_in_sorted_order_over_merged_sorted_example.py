# dabeaz/python-cookbook, src/4/iterating_in_sorted_order_over_merged_sorted_iterables/example.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
# Iterating over merged sorted iterables

import heapq
a = [1, 4, 7, 10]
b = [2, 5, 6, 11]
for c in heapq.merge(a, b):
    print(c)
