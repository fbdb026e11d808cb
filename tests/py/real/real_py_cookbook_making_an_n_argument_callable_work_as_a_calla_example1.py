# dabeaz/python-cookbook, src/7/making_an_n-argument_callable_work_as_a_callable_with_fewer_arguments/example1.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
# Example of using partial() with sorting a list of (x,y) coordinates

import functools

points = [ (1, 2), (3, 4), (5, 6), (7, 7) ]

import math
def distance(p1, p2):
    x1, y1 = p1
    x2, y2 = p2
    return math.hypot(x2 - x1, y2 - y1)

pt = (4,3)
points.sort(key=functools.partial(distance, pt))
print(points)
