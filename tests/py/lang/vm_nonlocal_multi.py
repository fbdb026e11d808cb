def outer():
    a = b = 0
    def inner():
        nonlocal a, b
        a += 1; b += 2
    inner(); inner()
    return a, b
print(outer())
