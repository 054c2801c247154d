"""Without the optional extra the app still imports and the scan says what to install."""

from __future__ import annotations

import pytest

from companion import i18n, scan


def test_without_opencv_the_scan_says_to_install_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scan, "available", lambda: False)
    with pytest.raises(scan.ScanError) as err:
        scan.read_sheet(b"\xff\xd8 a photo")
    assert err.value.code == "missing_extra" and "pip install '.[scan]'" in err.value.message


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_is_in_every_language(lang: str) -> None:
    with i18n.using(lang):
        messages = [scan.ScanError(code).message for code in scan.types.MESSAGES]
    assert len(set(messages)) == len(messages) and all(messages)
    if lang == "ru":  # the player is addressed as "ты", never "вы"
        assert not any(" вы " in f" {m.lower()} " or "вас" in m.lower() for m in messages)
    if lang != "en":
        with i18n.using("en"):
            english = [scan.ScanError(code).message for code in scan.types.MESSAGES]
        assert not set(messages) & set(english)
