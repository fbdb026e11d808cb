# TheAlgorithms/Python, data_structures/binary_tree/diameter_of_binary_tree.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
The diameter/width of a tree is defined as the number of nodes on the longest path
between two end nodes.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Node:
    data: int
    left: Node | None = None
    right: Node | None = None

    def depth(self) -> int:
        """
        >>> root = Node(1)
        >>> root.depth()
        1
        >>> root.left = Node(2)
        >>> root.depth()
        2
        >>> root.left.depth()
        1
        >>> root.right = Node(3)
        >>> root.depth()
        2
        """
        left_depth = self.left.depth() if self.left else 0
        right_depth = self.right.depth() if self.right else 0
        return max(left_depth, right_depth) + 1

    def diameter(self) -> int:
        """
        >>> root = Node(1)
        >>> root.diameter()
        1
        >>> root.left = Node(2)
        >>> root.diameter()
        2
        >>> root.left.diameter()
        1
        >>> root.right = Node(3)
        >>> root.diameter()
        3
        """
        left_depth = self.left.depth() if self.left else 0
        right_depth = self.right.depth() if self.right else 0
        return left_depth + right_depth + 1


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    root = Node(1)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.depth())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root.left = Node(2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.depth())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.left.depth())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root.right = Node(3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.depth())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root = Node(1)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.diameter())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root.left = Node(2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.diameter())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.left.diameter())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root.right = Node(3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(root.diameter())
except Exception as _e:
    print(type(_e).__name__, _e)
