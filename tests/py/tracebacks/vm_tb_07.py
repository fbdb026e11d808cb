def check(v):
    assert v > 0, f"bad value {v}"
check(1)
check(-2)
