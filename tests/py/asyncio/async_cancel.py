import asyncio

async def long_job():
    try:
        print("job start")
        await asyncio.sleep(10)
        print("job end")
    except asyncio.CancelledError:
        print("job cancelled")
        raise
    finally:
        print("job cleanup")

async def main():
    t = asyncio.create_task(long_job())
    await asyncio.sleep(1)
    print(t.cancel())
    try:
        await t
    except asyncio.CancelledError:
        print("main saw cancel", t.cancelled())
    try:
        async with asyncio.timeout(0.5):
            await asyncio.sleep(2)
    except TimeoutError:
        print("timed out")
    async def f(i):
        await asyncio.sleep(i / 10)
        if i == 2:
            raise KeyError(i)
        return i
    try:
        async with asyncio.TaskGroup() as tg:
            ts = [tg.create_task(f(i)) for i in range(1, 4)]
    except* KeyError as eg:
        print("group", [repr(e) for e in eg.exceptions])
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(f(1))
        b = tg.create_task(f(3))
    print(a.result(), b.result())
    done, pending = await asyncio.wait([asyncio.create_task(f(1)), asyncio.create_task(f(5))], timeout=0.2)
    print(len(done), len(pending))
    for p in pending:
        p.cancel()
    fut = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_later(0.1, fut.set_result, "later")
    print(await fut)
    print(await asyncio.shield(f(1)))

class Ctx:
    async def __aenter__(self):
        print("enter")
        return self
    async def __aexit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None)
        return True

async def main2():
    async with Ctx() as c:
        print("body", type(c).__name__)
    async with Ctx():
        raise ValueError("x")
    print("suppressed")
    for i in range(3):
        async with Ctx():
            if i == 1:
                break
    async def ret():
        async with Ctx():
            return 5
    print(await ret())

asyncio.run(main())
asyncio.run(main2())

class Ticker:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        await asyncio.sleep(0)
        return self.n

async def main3():
    async for v in Ticker(3):
        print("tick", v)
    else:
        print("else")
    loop = asyncio.get_running_loop()
    loop.call_soon(print, "soon")
    await asyncio.sleep(0)
    c = main3()
    print(asyncio.iscoroutinefunction(main3), asyncio.iscoroutine(c))
    c.close()
    c = main3.__name__
    print(c)

asyncio.run(main3())
loop = asyncio.new_event_loop()
print(loop.run_until_complete(asyncio.sleep(1, "r")))
loop.close()
try:
    asyncio.run(1)
except ValueError as e:
    print(e)
