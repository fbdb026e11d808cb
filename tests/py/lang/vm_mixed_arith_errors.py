cases = [lambda: 1/0, lambda: 1//0, lambda: 1 % 0, lambda: "a" + 1, lambda: [] - [], lambda: {} + {}, lambda: 2 ** "x", lambda: None + 1]
for c in cases:
    try:
        c()
    except Exception as e:
        print(type(e).__name__, e)
