print(int, str, type, object, type(None), type(print).__name__)
def f(): pass
print(type(f).__name__, type(len).__name__)
