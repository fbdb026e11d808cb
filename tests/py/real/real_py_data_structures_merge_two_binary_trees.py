# TheAlgorithms/Python, data_structures/binary_tree/merge_two_binary_trees.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
#!/usr/local/bin/python3
"""
Problem Description: Given two binary tree, return the merged tree.
The rule for merging is that if two nodes overlap, then put the value sum of
both nodes to the new value of the merged node. Otherwise, the NOT null node
will be used as the node of new tree.
"""

from __future__ import annotations


class Node:
    """
    A binary node has value variable and pointers to its left and right node.
    """

    def __init__(self, value: int = 0) -> None:
        self.value = value
        self.left: Node | None = None
        self.right: Node | None = None


def merge_two_binary_trees(tree1: Node | None, tree2: Node | None) -> Node | None:
    """
    Returns root node of the merged tree.

    >>> tree1 = Node(5)
    >>> tree1.left = Node(6)
    >>> tree1.right = Node(7)
    >>> tree1.left.left = Node(2)
    >>> tree2 = Node(4)
    >>> tree2.left = Node(5)
    >>> tree2.right = Node(8)
    >>> tree2.left.right = Node(1)
    >>> tree2.right.right = Node(4)
    >>> merged_tree = merge_two_binary_trees(tree1, tree2)
    >>> print_preorder(merged_tree)
    9
    11
    2
    1
    15
    4
    """
    if tree1 is None:
        return tree2
    if tree2 is None:
        return tree1

    tree1.value = tree1.value + tree2.value
    tree1.left = merge_two_binary_trees(tree1.left, tree2.left)
    tree1.right = merge_two_binary_trees(tree1.right, tree2.right)
    return tree1


def print_preorder(root: Node | None) -> None:
    """
    Print pre-order traversal of the tree.

    >>> root = Node(1)
    >>> root.left = Node(2)
    >>> root.right = Node(3)
    >>> print_preorder(root)
    1
    2
    3
    >>> print_preorder(root.right)
    3
    """
    if root:
        print(root.value)
        print_preorder(root.left)
        print_preorder(root.right)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    tree1 = Node(5)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree1.left = Node(6)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree1.right = Node(7)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree1.left.left = Node(2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree2 = Node(4)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree2.left = Node(5)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree2.right = Node(8)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree2.left.right = Node(1)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    tree2.right.right = Node(4)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    merged_tree = merge_two_binary_trees(tree1, tree2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(print_preorder(merged_tree))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root = Node(1)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root.left = Node(2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    root.right = Node(3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(print_preorder(root))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(print_preorder(root.right))
except Exception as _e:
    print(type(_e).__name__, _e)
