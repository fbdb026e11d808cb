# dabeaz/python-cookbook, src/4/iterating_on_items_in_separate_containers/example.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
# Example of iterating over two sequences as one

from itertools import chain
a = [1, 2, 3, 4]
b = ['x', 'y', 'z']
for x in chain(a, b):
    print(x)
