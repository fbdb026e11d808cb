try:
    exec("x = 1\0")
except SyntaxError as e:
    print(type(e).__name__, e)
exec('y = "a\\0b"')
