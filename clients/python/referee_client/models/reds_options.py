from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_options_mode import RedsOptionsMode
from ..models.reds_options_tiebreak import RedsOptionsTiebreak
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RedsOptions")



@_attrs_define
class RedsOptions:
    """ Reds options (docs/rules/reds.md, "Options").

        Attributes:
            mode (RedsOptionsMode | Unset): full: 9 rounds; short: 5 rounds (rounds 1, 4, 5, 8, 9 of the exchange schedule).
                Default: RedsOptionsMode.FULL.
            hidden_bids (bool | Unset): Bids are committed secretly (simultaneously) and revealed when the round is scored.
                Default: False.
            partnership (bool | Unset): 4 or 6 players only; partners sit opposite (seat i and i + n/2) and add their
                scores. Default: False.
            first_dealer (int | None | Unset): The first dealer's seat; null draws cards from the seed (highest rank deals,
                tied players redraw).
            tiebreak (RedsOptionsTiebreak | Unset): Extra no-exchange rounds after a tie for first place are played by every
                seat. Default: RedsOptionsTiebreak.ALL_PLAYERS.
     """

    mode: RedsOptionsMode | Unset = RedsOptionsMode.FULL
    hidden_bids: bool | Unset = False
    partnership: bool | Unset = False
    first_dealer: int | None | Unset = UNSET
    tiebreak: RedsOptionsTiebreak | Unset = RedsOptionsTiebreak.ALL_PLAYERS





    def to_dict(self) -> dict[str, Any]:
        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value


        hidden_bids = self.hidden_bids

        partnership = self.partnership

        first_dealer: int | None | Unset
        if isinstance(self.first_dealer, Unset):
            first_dealer = UNSET
        else:
            first_dealer = self.first_dealer

        tiebreak: str | Unset = UNSET
        if not isinstance(self.tiebreak, Unset):
            tiebreak = self.tiebreak.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if mode is not UNSET:
            field_dict["mode"] = mode
        if hidden_bids is not UNSET:
            field_dict["hidden_bids"] = hidden_bids
        if partnership is not UNSET:
            field_dict["partnership"] = partnership
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if tiebreak is not UNSET:
            field_dict["tiebreak"] = tiebreak

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _mode = d.pop("mode", UNSET)
        mode: RedsOptionsMode | Unset
        if isinstance(_mode,  Unset):
            mode = UNSET
        else:
            mode = RedsOptionsMode(_mode)




        hidden_bids = d.pop("hidden_bids", UNSET)

        partnership = d.pop("partnership", UNSET)

        def _parse_first_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer", UNSET))


        _tiebreak = d.pop("tiebreak", UNSET)
        tiebreak: RedsOptionsTiebreak | Unset
        if isinstance(_tiebreak,  Unset):
            tiebreak = UNSET
        else:
            tiebreak = RedsOptionsTiebreak(_tiebreak)




        reds_options = cls(
            mode=mode,
            hidden_bids=hidden_bids,
            partnership=partnership,
            first_dealer=first_dealer,
            tiebreak=tiebreak,
        )

        return reds_options

