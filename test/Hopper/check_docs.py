"""Compiles every example of docs/hopper.md and docs/blackwell.md.

A ```mlir block whose first line is `// example: T1 T2 ...` is compiled with
tile-translate for each target and, when ptxas is given, assembled by it. A
block starting `// example-error: T "text"` must fail for T with exit status
1 and print `text`. Other blocks are not checked. Prints one line per block.
"""
import os
import re
import subprocess
import sys
import tempfile


def blocks(path):
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r"```mlir\n(.*?)```", text, re.S):
        yield m.group(1)


def main():
    tile_translate, ptxas = sys.argv[1], sys.argv[2]
    docs = sys.argv[3:]
    failures = 0
    checked = 0
    with tempfile.TemporaryDirectory() as tmp:
        for doc in docs:
            for i, block in enumerate(blocks(doc)):
                first = block.splitlines()[0]
                src = os.path.join(tmp, f"{os.path.basename(doc)}.{i}.mlir")
                with open(src, "w", encoding="utf-8") as f:
                    f.write(block)
                name = f"{os.path.basename(doc)} block {i}"
                if m := re.match(r"// example: (.*)$", first):
                    for target in m.group(1).split():
                        ptx = os.path.join(tmp, f"{i}.{target}.ptx")
                        r = subprocess.run([tile_translate, f"--gpu-name={target}", src, "-o", ptx],
                                           capture_output=True, text=True)
                        if r.returncode != 0:
                            print(f"FAIL {name} on {target}: {r.stderr.strip()}")
                            failures += 1
                            continue
                        if ptxas != "none":
                            r = subprocess.run([ptxas, f"-arch={target}", ptx, "-o", os.devnull],
                                               capture_output=True, text=True)
                            if r.returncode != 0:
                                print(f"FAIL {name} on {target}: ptxas: {r.stderr.strip()}")
                                failures += 1
                                continue
                        checked += 1
                        print(f"ok {name} on {target}")
                elif m := re.match(r'// example-error: (\S+) "(.*)"$', first):
                    target, expected = m.group(1), m.group(2)
                    r = subprocess.run([tile_translate, f"--gpu-name={target}", src, "-o", os.devnull],
                                       capture_output=True, text=True)
                    if r.returncode != 1 or expected not in r.stderr:
                        print(f"FAIL {name} on {target}: exit {r.returncode}, {r.stderr.strip()}")
                        failures += 1
                        continue
                    checked += 1
                    print(f"ok {name} fails on {target}")
    print(f"docs: {checked} checks, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
