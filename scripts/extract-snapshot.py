#!/usr/bin/env python3
"""Writes the files of a git commit (default HEAD) into a folder, leaving out blobs the
repository does not hold (a mirror may keep large media files out). Used by reach.sh.

    extract-snapshot.py GIT_DIR DEST [COMMIT]
"""
import os
import subprocess
import sys


def main():
    git_dir, dest = sys.argv[1], sys.argv[2]
    commit = sys.argv[3] if len(sys.argv) > 3 else "HEAD"
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit],
                             check=True, capture_output=True).stdout.split(b"\0")
    entries = []
    for item in listing:
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind == b"blob":
            entries.append((mode, sha, path))
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    missing = 0
    for mode, sha, path in entries:
        batch.stdin.write(sha + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        size = int(header[2])
        data = batch.stdout.read(size)
        batch.stdout.read(1)
        target = os.path.join(dest.encode(), path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == b"120000":
            try:
                os.symlink(data, target)
            except FileExistsError:
                pass
            continue
        with open(target, "wb") as f:
            f.write(data)
    batch.stdin.close()
    batch.wait()
    print(f"{len(entries) - missing} files written, {missing} left out (not in the mirror)", file=sys.stderr)


if __name__ == "__main__":
    main()
