# The TypeErrors of `with` and `async with` when the protocol is missing or half there
import asyncio

class OnlyEnter:
    def __enter__(self): return self

class OnlyAenter:
    async def __aenter__(self): return self

class Sync:
    def __enter__(self): return "s"
    def __exit__(self, *a): return False

class BadAwait:
    def __aenter__(self): return 42
    async def __aexit__(self, *a): return False

class Raising:
    async def __aenter__(self): raise ValueError("enter failed")
    async def __aexit__(self, *a): print("never"); return False

async def main():
    for obj in (object(), OnlyAenter(), Sync(), BadAwait(), Raising()):
        try:
            async with obj as v:
                print("inside", v)
        except Exception as e:
            print(type(obj).__name__, type(e).__name__, e)

asyncio.run(main())
for obj in (object(), OnlyEnter(), OnlyAenter(), 3):
    try:
        with obj:
            pass
    except Exception as e:
        print(type(obj).__name__, type(e).__name__, e)
