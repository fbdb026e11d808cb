# TheAlgorithms/Python, dynamic_programming/floyd_warshall.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
import math


class Graph:
    def __init__(self, n=0):  # a graph with Node 0,1,...,N-1
        self.n = n
        self.w = [
            [math.inf for j in range(n)] for i in range(n)
        ]  # adjacency matrix for weight
        self.dp = [
            [math.inf for j in range(n)] for i in range(n)
        ]  # dp[i][j] stores minimum distance from i to j

    def add_edge(self, u, v, w):
        """
        Adds a directed edge from node u
        to node v with weight w.

        >>> g = Graph(3)
        >>> g.add_edge(0, 1, 5)
        >>> g.dp[0][1]
        5
        """
        self.dp[u][v] = w

    def floyd_warshall(self):
        """
        Computes the shortest paths between all pairs of
        nodes using the Floyd-Warshall algorithm.

        >>> g = Graph(3)
        >>> g.add_edge(0, 1, 1)
        >>> g.add_edge(1, 2, 2)
        >>> g.floyd_warshall()
        >>> g.show_min(0, 2)
        3
        >>> g.show_min(2, 0)
        inf
        """
        for k in range(self.n):
            for i in range(self.n):
                for j in range(self.n):
                    self.dp[i][j] = min(self.dp[i][j], self.dp[i][k] + self.dp[k][j])

    def show_min(self, u, v):
        """
        Returns the minimum distance from node u to node v.

        >>> g = Graph(3)
        >>> g.add_edge(0, 1, 3)
        >>> g.add_edge(1, 2, 4)
        >>> g.floyd_warshall()
        >>> g.show_min(0, 2)
        7
        >>> g.show_min(1, 0)
        inf
        """
        return self.dp[u][v]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    g = Graph(3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.add_edge(0, 1, 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.dp[0][1])
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    g = Graph(3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.add_edge(0, 1, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.add_edge(1, 2, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.floyd_warshall())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.show_min(0, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.show_min(2, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    g = Graph(3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.add_edge(0, 1, 3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.add_edge(1, 2, 4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.floyd_warshall())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.show_min(0, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(g.show_min(1, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
