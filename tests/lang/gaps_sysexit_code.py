def main():
    try:
        print("working")
        raise SystemExit(3)
    finally:
        print("cleanup")


main()
print("not reached")
