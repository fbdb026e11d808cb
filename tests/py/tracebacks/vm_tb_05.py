try:
    int("abc")
except ValueError as e:
    raise RuntimeError("conversion failed") from e
