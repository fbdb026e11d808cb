# TheAlgorithms/Python, graphs/depth_first_search.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""Non recursive implementation of a DFS algorithm."""

from __future__ import annotations


def depth_first_search(graph: dict, start: str) -> set[str]:
    """Depth First Search on Graph
    :param graph: directed graph in dictionary format
    :param start: starting vertex as a string
    :returns: the trace of the search
    >>> input_G = { "A": ["B", "C", "D"], "B": ["A", "D", "E"],
    ... "C": ["A", "F"], "D": ["B", "D"], "E": ["B", "F"],
    ... "F": ["C", "E", "G"], "G": ["F"] }
    >>> output_G = list({'A', 'B', 'C', 'D', 'E', 'F', 'G'})
    >>> all(x in output_G for x in list(depth_first_search(input_G, "A")))
    True
    >>> all(x in output_G for x in list(depth_first_search(input_G, "G")))
    True
    """
    explored, stack = set(start), [start]

    while stack:
        v = stack.pop()
        explored.add(v)
        # Differences from BFS:
        # 1) pop last element instead of first one
        # 2) add adjacent elements to stack without exploring them
        for adj in reversed(graph[v]):
            if adj not in explored:
                stack.append(adj)
    return explored


G = {
    "A": ["B", "C", "D"],
    "B": ["A", "D", "E"],
    "C": ["A", "F"],
    "D": ["B", "D"],
    "E": ["B", "F"],
    "F": ["C", "E", "G"],
    "G": ["F"],
}

# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    input_G = { "A": ["B", "C", "D"], "B": ["A", "D", "E"],
    "C": ["A", "F"], "D": ["B", "D"], "E": ["B", "F"],
    "F": ["C", "E", "G"], "G": ["F"] }
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    output_G = list({'A', 'B', 'C', 'D', 'E', 'F', 'G'})
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(all(x in output_G for x in list(depth_first_search(input_G, "A"))))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(all(x in output_G for x in list(depth_first_search(input_G, "G"))))
except Exception as _e:
    print(type(_e).__name__, _e)
