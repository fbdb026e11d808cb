def get(d, k):
    v = d.get(k)
    return 'missing' if v is None else v
print(get({'a': 0}, 'a'), get({}, 'a'))
