# __type_params__ of every class and function, generic or not
class C: pass
print(C.__type_params__, int.__type_params__, C().__class__.__type_params__)
class D[T]: pass
class E(D[int]): pass
print(D.__type_params__, E.__type_params__, D().__type_params__)
try: C.__type_params__ = 5
except Exception as e: print(type(e).__name__, e)
def f(): pass
try: f.__type_params__ = 5
except Exception as e: print(type(e).__name__, e)
C.__type_params__ = (1,)
print(C.__type_params__, '__type_params__' in C.__dict__)
try: int.__type_params__ = ()
except Exception as e: print(type(e).__name__, e)
