def key(x):
    return sorted([x, x], key=key)
sorted([1, 2], key=key)
