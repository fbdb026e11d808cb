def squares(n):
    for i in range(n):
        yield i * i
print(sum(squares(5)), max(squares(5)), min(squares(5)), sorted(squares(4), reverse=True))
print(list(enumerate(squares(3))), list(zip(squares(3), "abc")), any(squares(1)), all(squares(3)))
print(list(map(str, squares(3))), list(filter(None, squares(3))), list(reversed(list(squares(3)))))
g = squares(3)
print(next(g), next(g), next(g), next(g, None))
print(dict(enumerate("ab")), set(squares(3)), tuple(squares(2)))
