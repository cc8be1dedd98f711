"""Test set-up: headless SDL, and a private save folder for every test session."""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["YGGDRASIL_HOME"] = tempfile.mkdtemp(prefix="yggdrasil-test-")
os.environ["YGGDRASIL_LANG"] = "en"   # the app starts in English whatever the system's language

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
