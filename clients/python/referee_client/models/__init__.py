""" Contains all the data models used in inputs/outputs """

from .bot_name import BotName
from .clock import Clock
from .clock_control_type_0 import ClockControlType0
from .clock_control_type_1 import ClockControlType1
from .create_webhook_request import CreateWebhookRequest
from .created_webhook import CreatedWebhook
from .dragons_applied import DragonsApplied
from .dragons_config import DragonsConfig
from .dragons_config_scoring import DragonsConfigScoring
from .dragons_config_tiebreak import DragonsConfigTiebreak
from .dragons_create_session_request import DragonsCreateSessionRequest
from .dragons_created_session import DragonsCreatedSession
from .dragons_description import DragonsDescription
from .dragons_face import DragonsFace
from .dragons_game_finished_event import DragonsGameFinishedEvent
from .dragons_game_finished_event_data import DragonsGameFinishedEventData
from .dragons_game_over_event import DragonsGameOverEvent
from .dragons_game_over_event_winners_item import DragonsGameOverEventWinnersItem
from .dragons_history import DragonsHistory
from .dragons_history_entry import DragonsHistoryEntry
from .dragons_history_entry_type import DragonsHistoryEntryType
from .dragons_legal_moves import DragonsLegalMoves
from .dragons_loop import DragonsLoop
from .dragons_loop_colour import DragonsLoopColour
from .dragons_loop_event import DragonsLoopEvent
from .dragons_loop_event_colour import DragonsLoopEventColour
from .dragons_loop_event_seat import DragonsLoopEventSeat
from .dragons_loop_result import DragonsLoopResult
from .dragons_move_applied_event import DragonsMoveAppliedEvent
from .dragons_move_applied_event_data import DragonsMoveAppliedEventData
from .dragons_move_list import DragonsMoveList
from .dragons_move_result import DragonsMoveResult
from .dragons_move_type import DragonsMoveType
from .dragons_no_tiebreak_result import DragonsNoTiebreakResult
from .dragons_options import DragonsOptions
from .dragons_options_scoring import DragonsOptionsScoring
from .dragons_options_tiebreak import DragonsOptionsTiebreak
from .dragons_outcome import DragonsOutcome
from .dragons_outcome_event import DragonsOutcomeEvent
from .dragons_outcome_reason import DragonsOutcomeReason
from .dragons_place import DragonsPlace
from .dragons_place_event import DragonsPlaceEvent
from .dragons_place_event_seat import DragonsPlaceEventSeat
from .dragons_place_event_type import DragonsPlaceEventType
from .dragons_problem_code import DragonsProblemCode
from .dragons_rating_updated_event import DragonsRatingUpdatedEvent
from .dragons_rating_updated_event_data import DragonsRatingUpdatedEventData
from .dragons_score_body import DragonsScoreBody
from .dragons_scores import DragonsScores
from .dragons_scores_seats_item import DragonsScoresSeatsItem
from .dragons_scores_seats_item_colour import DragonsScoresSeatsItemColour
from .dragons_scores_seats_item_seat import DragonsScoresSeatsItemSeat
from .dragons_session import DragonsSession
from .dragons_session_created_event import DragonsSessionCreatedEvent
from .dragons_session_created_event_data import DragonsSessionCreatedEventData
from .dragons_session_deleted_event import DragonsSessionDeletedEvent
from .dragons_session_deleted_event_data import DragonsSessionDeletedEventData
from .dragons_session_events import DragonsSessionEvents
from .dragons_state import DragonsState
from .dragons_state_to_move import DragonsStateToMove
from .dragons_suggestion import DragonsSuggestion
from .dragons_suggestion_alternatives_item import DragonsSuggestionAlternativesItem
from .dragons_tantrix_result import DragonsTantrixResult
from .dragons_tiebreak_result import DragonsTiebreakResult
from .dragons_tiebreak_result_tiebreak import DragonsTiebreakResultTiebreak
from .dragons_tile import DragonsTile
from .dragons_view import DragonsView
from .dragons_view_colour_to_move_type_0 import DragonsViewColourToMoveType0
from .dragons_view_last_move_item import DragonsViewLastMoveItem
from .dragons_view_phase import DragonsViewPhase
from .dragons_view_result import DragonsViewResult
from .dragons_wild_add_event import DragonsWildAddEvent
from .dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove
from .dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove
from .dragons_wild_applied import DragonsWildApplied
from .dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent
from .dragons_wild_buy_event import DragonsWildBuyEvent
from .dragons_wild_buy_event_private import DragonsWildBuyEventPrivate
from .dragons_wild_buy_event_private_additional_property import DragonsWildBuyEventPrivateAdditionalProperty
from .dragons_wild_buy_move import DragonsWildBuyMove
from .dragons_wild_buy_request_event import DragonsWildBuyRequestEvent
from .dragons_wild_create_session_request import DragonsWildCreateSessionRequest
from .dragons_wild_created_session import DragonsWildCreatedSession
from .dragons_wild_deal_event import DragonsWildDealEvent
from .dragons_wild_deal_event_private import DragonsWildDealEventPrivate
from .dragons_wild_deal_event_private_additional_property import DragonsWildDealEventPrivateAdditionalProperty
from .dragons_wild_description import DragonsWildDescription
from .dragons_wild_discard_event import DragonsWildDiscardEvent
from .dragons_wild_discard_move import DragonsWildDiscardMove
from .dragons_wild_draw_event import DragonsWildDrawEvent
from .dragons_wild_draw_event_private import DragonsWildDrawEventPrivate
from .dragons_wild_draw_event_private_additional_property import DragonsWildDrawEventPrivateAdditionalProperty
from .dragons_wild_draw_event_source import DragonsWildDrawEventSource
from .dragons_wild_draw_move import DragonsWildDrawMove
from .dragons_wild_draw_move_source import DragonsWildDrawMoveSource
from .dragons_wild_end_game_move import DragonsWildEndGameMove
from .dragons_wild_extra_hand_event import DragonsWildExtraHandEvent
from .dragons_wild_game_end_event import DragonsWildGameEndEvent
from .dragons_wild_game_finished_event import DragonsWildGameFinishedEvent
from .dragons_wild_game_finished_event_data import DragonsWildGameFinishedEventData
from .dragons_wild_go_out_event import DragonsWildGoOutEvent
from .dragons_wild_go_out_move import DragonsWildGoOutMove
from .dragons_wild_go_out_move_melds_item import DragonsWildGoOutMoveMeldsItem
from .dragons_wild_hand_end_event import DragonsWildHandEndEvent
from .dragons_wild_hand_end_event_reason import DragonsWildHandEndEventReason
from .dragons_wild_hand_result import DragonsWildHandResult
from .dragons_wild_hand_result_reason import DragonsWildHandResultReason
from .dragons_wild_history import DragonsWildHistory
from .dragons_wild_history_entry import DragonsWildHistoryEntry
from .dragons_wild_history_entry_type import DragonsWildHistoryEntryType
from .dragons_wild_lay_meld_move import DragonsWildLayMeldMove
from .dragons_wild_legal_moves import DragonsWildLegalMoves
from .dragons_wild_meld_event import DragonsWildMeldEvent
from .dragons_wild_meld_event_kind import DragonsWildMeldEventKind
from .dragons_wild_meld_state import DragonsWildMeldState
from .dragons_wild_meld_state_kind import DragonsWildMeldStateKind
from .dragons_wild_move_applied_event import DragonsWildMoveAppliedEvent
from .dragons_wild_move_applied_event_data import DragonsWildMoveAppliedEventData
from .dragons_wild_move_list import DragonsWildMoveList
from .dragons_wild_move_result import DragonsWildMoveResult
from .dragons_wild_move_type import DragonsWildMoveType
from .dragons_wild_next_hand_move import DragonsWildNextHandMove
from .dragons_wild_options import DragonsWildOptions
from .dragons_wild_options_blocked_hand import DragonsWildOptionsBlockedHand
from .dragons_wild_options_buy_priority import DragonsWildOptionsBuyPriority
from .dragons_wild_options_end_condition import DragonsWildOptionsEndCondition
from .dragons_wild_options_refill import DragonsWildOptionsRefill
from .dragons_wild_options_tie_policy import DragonsWildOptionsTiePolicy
from .dragons_wild_outcome import DragonsWildOutcome
from .dragons_wild_outcome_details import DragonsWildOutcomeDetails
from .dragons_wild_outcome_event import DragonsWildOutcomeEvent
from .dragons_wild_outcome_reason import DragonsWildOutcomeReason
from .dragons_wild_problem_code import DragonsWildProblemCode
from .dragons_wild_rating_updated_event import DragonsWildRatingUpdatedEvent
from .dragons_wild_rating_updated_event_data import DragonsWildRatingUpdatedEventData
from .dragons_wild_refill_event import DragonsWildRefillEvent
from .dragons_wild_round_event import DragonsWildRoundEvent
from .dragons_wild_score_body import DragonsWildScoreBody
from .dragons_wild_scores import DragonsWildScores
from .dragons_wild_session import DragonsWildSession
from .dragons_wild_session_created_event import DragonsWildSessionCreatedEvent
from .dragons_wild_session_created_event_data import DragonsWildSessionCreatedEventData
from .dragons_wild_session_deleted_event import DragonsWildSessionDeletedEvent
from .dragons_wild_session_deleted_event_data import DragonsWildSessionDeletedEventData
from .dragons_wild_session_events import DragonsWildSessionEvents
from .dragons_wild_state import DragonsWildState
from .dragons_wild_state_phase import DragonsWildStatePhase
from .dragons_wild_suggestion import DragonsWildSuggestion
from .dragons_wild_suggestion_alternatives_item import DragonsWildSuggestionAlternativesItem
from .dragons_wild_view import DragonsWildView
from .dragons_wild_view_meld import DragonsWildViewMeld
from .dragons_wild_view_meld_kind import DragonsWildViewMeldKind
from .dragons_wild_view_phase import DragonsWildViewPhase
from .dragons_wild_view_result import DragonsWildViewResult
from .dragons_wild_view_suits_item import DragonsWildViewSuitsItem
from .ended_outcome import EndedOutcome
from .ended_outcome_details import EndedOutcomeDetails
from .ended_outcome_reason import EndedOutcomeReason
from .game_entry import GameEntry
from .game_id import GameId
from .game_rating import GameRating
from .get_session_events_response_200 import GetSessionEventsResponse200
from .get_session_events_response_200_event import GetSessionEventsResponse200Event
from .hint_request import HintRequest
from .join_request import JoinRequest
from .joined_seat import JoinedSeat
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .list_games_response_200 import ListGamesResponse200
from .list_sessions_status import ListSessionsStatus
from .livez_response_200 import LivezResponse200
from .move_body import MoveBody
from .open_seat import OpenSeat
from .option_spec import OptionSpec
from .option_spec_type_type_0 import OptionSpecTypeType0
from .option_spec_type_type_1_item import OptionSpecTypeType1Item
from .options_json_schema import OptionsJsonSchema
from .options_json_schema_properties import OptionsJsonSchemaProperties
from .palace_applied import PalaceApplied
from .palace_burn_event import PalaceBurnEvent
from .palace_burn_event_cause import PalaceBurnEventCause
from .palace_create_session_request import PalaceCreateSessionRequest
from .palace_created_session import PalaceCreatedSession
from .palace_description import PalaceDescription
from .palace_draw_event import PalaceDrawEvent
from .palace_draw_event_private import PalaceDrawEventPrivate
from .palace_draw_event_private_additional_property import PalaceDrawEventPrivateAdditionalProperty
from .palace_end_reason_type_0 import PalaceEndReasonType0
from .palace_finish_event import PalaceFinishEvent
from .palace_flip_event import PalaceFlipEvent
from .palace_flip_move import PalaceFlipMove
from .palace_game_finished_event import PalaceGameFinishedEvent
from .palace_game_finished_event_data import PalaceGameFinishedEventData
from .palace_game_over_event import PalaceGameOverEvent
from .palace_game_over_event_reason import PalaceGameOverEventReason
from .palace_history import PalaceHistory
from .palace_history_entry import PalaceHistoryEntry
from .palace_history_entry_type import PalaceHistoryEntryType
from .palace_ladder_rank import PalaceLadderRank
from .palace_legal_moves import PalaceLegalMoves
from .palace_move_applied_event import PalaceMoveAppliedEvent
from .palace_move_applied_event_data import PalaceMoveAppliedEventData
from .palace_move_list import PalaceMoveList
from .palace_move_result import PalaceMoveResult
from .palace_move_type import PalaceMoveType
from .palace_options import PalaceOptions
from .palace_options_deal import PalaceOptionsDeal
from .palace_options_decks import PalaceOptionsDecks
from .palace_options_four_of_a_kind import PalaceOptionsFourOfAKind
from .palace_options_lower_rank import PalaceOptionsLowerRank
from .palace_options_starter_rule import PalaceOptionsStarterRule
from .palace_options_transparent_rank import PalaceOptionsTransparentRank
from .palace_outcome import PalaceOutcome
from .palace_outcome_details import PalaceOutcomeDetails
from .palace_outcome_event import PalaceOutcomeEvent
from .palace_outcome_reason import PalaceOutcomeReason
from .palace_phase import PalacePhase
from .palace_pick_up_event import PalacePickUpEvent
from .palace_pick_up_move import PalacePickUpMove
from .palace_pile_entry import PalacePileEntry
from .palace_place_event import PalacePlaceEvent
from .palace_place_move import PalacePlaceMove
from .palace_play_event import PalacePlayEvent
from .palace_play_event_source import PalacePlayEventSource
from .palace_play_move import PalacePlayMove
from .palace_problem_code import PalaceProblemCode
from .palace_rating_updated_event import PalaceRatingUpdatedEvent
from .palace_rating_updated_event_data import PalaceRatingUpdatedEventData
from .palace_ready_event import PalaceReadyEvent
from .palace_ready_move import PalaceReadyMove
from .palace_score_body import PalaceScoreBody
from .palace_scores import PalaceScores
from .palace_seat_view import PalaceSeatView
from .palace_session import PalaceSession
from .palace_session_created_event import PalaceSessionCreatedEvent
from .palace_session_created_event_data import PalaceSessionCreatedEventData
from .palace_session_deleted_event import PalaceSessionDeletedEvent
from .palace_session_deleted_event_data import PalaceSessionDeletedEventData
from .palace_session_events import PalaceSessionEvents
from .palace_skip_event import PalaceSkipEvent
from .palace_start_event import PalaceStartEvent
from .palace_state import PalaceState
from .palace_state_seats_item import PalaceStateSeatsItem
from .palace_suggestion import PalaceSuggestion
from .palace_suggestion_alternatives_item import PalaceSuggestionAlternativesItem
from .palace_swap_event import PalaceSwapEvent
from .palace_swap_move import PalaceSwapMove
from .palace_view import PalaceView
from .palace_view_phase import PalaceViewPhase
from .palace_view_result import PalaceViewResult
from .player_entry_type_1 import PlayerEntryType1
from .player_entry_type_2 import PlayerEntryType2
from .player_name import PlayerName
from .player_range import PlayerRange
from .player_ratings import PlayerRatings
from .problem import Problem
from .problem_details import ProblemDetails
from .problem_errors import ProblemErrors
from .rating_change import RatingChange
from .rating_history import RatingHistory
from .rating_history_entry import RatingHistoryEntry
from .readiness import Readiness
from .readiness_engines import ReadinessEngines
from .readiness_redis import ReadinessRedis
from .readiness_status import ReadinessStatus
from .red_dragon_applied import RedDragonApplied
from .red_dragon_burn_event import RedDragonBurnEvent
from .red_dragon_burn_event_reason import RedDragonBurnEventReason
from .red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent
from .red_dragon_chance_revealed_event_result import RedDragonChanceRevealedEventResult
from .red_dragon_create_session_request import RedDragonCreateSessionRequest
from .red_dragon_created_session import RedDragonCreatedSession
from .red_dragon_declare_move import RedDragonDeclareMove
from .red_dragon_description import RedDragonDescription
from .red_dragon_direction_event import RedDragonDirectionEvent
from .red_dragon_direction_event_direction import RedDragonDirectionEventDirection
from .red_dragon_eights_merged_event import RedDragonEightsMergedEvent
from .red_dragon_extra_go_event import RedDragonExtraGoEvent
from .red_dragon_finished_event import RedDragonFinishedEvent
from .red_dragon_first_player_event import RedDragonFirstPlayerEvent
from .red_dragon_free_go_event import RedDragonFreeGoEvent
from .red_dragon_free_go_type_0 import RedDragonFreeGoType0
from .red_dragon_game_finished_event import RedDragonGameFinishedEvent
from .red_dragon_game_finished_event_data import RedDragonGameFinishedEventData
from .red_dragon_game_over_event import RedDragonGameOverEvent
from .red_dragon_game_over_event_reason import RedDragonGameOverEventReason
from .red_dragon_hidden_move import RedDragonHiddenMove
from .red_dragon_hidden_move_type import RedDragonHiddenMoveType
from .red_dragon_history import RedDragonHistory
from .red_dragon_history_entry import RedDragonHistoryEntry
from .red_dragon_history_entry_type import RedDragonHistoryEntryType
from .red_dragon_legal_moves import RedDragonLegalMoves
from .red_dragon_move_applied_event import RedDragonMoveAppliedEvent
from .red_dragon_move_applied_event_data import RedDragonMoveAppliedEventData
from .red_dragon_move_list import RedDragonMoveList
from .red_dragon_move_result import RedDragonMoveResult
from .red_dragon_move_type import RedDragonMoveType
from .red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent
from .red_dragon_options import RedDragonOptions
from .red_dragon_options_chance_exception_scope import RedDragonOptionsChanceExceptionScope
from .red_dragon_options_consecutive_eights import RedDragonOptionsConsecutiveEights
from .red_dragon_options_decks import RedDragonOptionsDecks
from .red_dragon_options_default_direction import RedDragonOptionsDefaultDirection
from .red_dragon_options_jokers_per_deck import RedDragonOptionsJokersPerDeck
from .red_dragon_options_mix_opening_subset import RedDragonOptionsMixOpeningSubset
from .red_dragon_outcome import RedDragonOutcome
from .red_dragon_outcome_details import RedDragonOutcomeDetails
from .red_dragon_outcome_event import RedDragonOutcomeEvent
from .red_dragon_outcome_reason import RedDragonOutcomeReason
from .red_dragon_pick_up_event import RedDragonPickUpEvent
from .red_dragon_pick_up_event_private import RedDragonPickUpEventPrivate
from .red_dragon_pick_up_event_private_additional_property import RedDragonPickUpEventPrivateAdditionalProperty
from .red_dragon_pick_up_event_reason import RedDragonPickUpEventReason
from .red_dragon_pick_up_move import RedDragonPickUpMove
from .red_dragon_pile_entry import RedDragonPileEntry
from .red_dragon_pile_entry_source import RedDragonPileEntrySource
from .red_dragon_play_event import RedDragonPlayEvent
from .red_dragon_play_event_sources_item import RedDragonPlayEventSourcesItem
from .red_dragon_play_move import RedDragonPlayMove
from .red_dragon_play_move_direction import RedDragonPlayMoveDirection
from .red_dragon_play_reserve_move import RedDragonPlayReserveMove
from .red_dragon_problem_code import RedDragonProblemCode
from .red_dragon_rank import RedDragonRank
from .red_dragon_rating_updated_event import RedDragonRatingUpdatedEvent
from .red_dragon_rating_updated_event_data import RedDragonRatingUpdatedEventData
from .red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent
from .red_dragon_reserve_selected_event_private import RedDragonReserveSelectedEventPrivate
from .red_dragon_reserve_selected_event_private_additional_property import RedDragonReserveSelectedEventPrivateAdditionalProperty
from .red_dragon_score_body import RedDragonScoreBody
from .red_dragon_scores import RedDragonScores
from .red_dragon_select_reserve_move import RedDragonSelectReserveMove
from .red_dragon_session import RedDragonSession
from .red_dragon_session_created_event import RedDragonSessionCreatedEvent
from .red_dragon_session_created_event_data import RedDragonSessionCreatedEventData
from .red_dragon_session_deleted_event import RedDragonSessionDeletedEvent
from .red_dragon_session_deleted_event_data import RedDragonSessionDeletedEventData
from .red_dragon_session_events import RedDragonSessionEvents
from .red_dragon_skip_event import RedDragonSkipEvent
from .red_dragon_state import RedDragonState
from .red_dragon_state_direction import RedDragonStateDirection
from .red_dragon_state_end_reason_type_0 import RedDragonStateEndReasonType0
from .red_dragon_state_phase import RedDragonStatePhase
from .red_dragon_state_seats_item import RedDragonStateSeatsItem
from .red_dragon_state_seats_item_chance_item import RedDragonStateSeatsItemChanceItem
from .red_dragon_suggestion import RedDragonSuggestion
from .red_dragon_suggestion_alternatives_item import RedDragonSuggestionAlternativesItem
from .red_dragon_take_chance_move import RedDragonTakeChanceMove
from .red_dragon_view import RedDragonView
from .red_dragon_view_direction_type_0 import RedDragonViewDirectionType0
from .red_dragon_view_phase import RedDragonViewPhase
from .red_dragon_view_result import RedDragonViewResult
from .red_dragon_view_seats_item import RedDragonViewSeatsItem
from .red_dragon_view_seats_item_stage import RedDragonViewSeatsItemStage
from .reds_applied import RedsApplied
from .reds_bid import RedsBid
from .reds_bid_event import RedsBidEvent
from .reds_bid_event_private import RedsBidEventPrivate
from .reds_bid_event_private_additional_property import RedsBidEventPrivateAdditionalProperty
from .reds_black_suit_type_0 import RedsBlackSuitType0
from .reds_create_session_request import RedsCreateSessionRequest
from .reds_created_session import RedsCreatedSession
from .reds_deal_event import RedsDealEvent
from .reds_deal_event_private import RedsDealEventPrivate
from .reds_deal_event_private_additional_property import RedsDealEventPrivateAdditionalProperty
from .reds_description import RedsDescription
from .reds_direction_type_0 import RedsDirectionType0
from .reds_exchange import RedsExchange
from .reds_exchange_event import RedsExchangeEvent
from .reds_exchange_event_direction import RedsExchangeEventDirection
from .reds_exchange_event_private import RedsExchangeEventPrivate
from .reds_exchange_event_private_additional_property import RedsExchangeEventPrivateAdditionalProperty
from .reds_exchange_rule import RedsExchangeRule
from .reds_exchange_submitted_event import RedsExchangeSubmittedEvent
from .reds_exchange_submitted_event_private import RedsExchangeSubmittedEventPrivate
from .reds_exchange_submitted_event_private_additional_property import RedsExchangeSubmittedEventPrivateAdditionalProperty
from .reds_game_finished_event import RedsGameFinishedEvent
from .reds_game_finished_event_data import RedsGameFinishedEventData
from .reds_game_over_event import RedsGameOverEvent
from .reds_history import RedsHistory
from .reds_history_entry import RedsHistoryEntry
from .reds_history_entry_type import RedsHistoryEntryType
from .reds_legal_moves import RedsLegalMoves
from .reds_move_applied_event import RedsMoveAppliedEvent
from .reds_move_applied_event_data import RedsMoveAppliedEventData
from .reds_move_list import RedsMoveList
from .reds_move_result import RedsMoveResult
from .reds_move_type import RedsMoveType
from .reds_options import RedsOptions
from .reds_options_mode import RedsOptionsMode
from .reds_options_tiebreak import RedsOptionsTiebreak
from .reds_outcome import RedsOutcome
from .reds_outcome_details import RedsOutcomeDetails
from .reds_outcome_event import RedsOutcomeEvent
from .reds_outcome_reason import RedsOutcomeReason
from .reds_play import RedsPlay
from .reds_play_event import RedsPlayEvent
from .reds_played_card import RedsPlayedCard
from .reds_problem_code import RedsProblemCode
from .reds_public_move_type_1 import RedsPublicMoveType1
from .reds_public_move_type_1_type import RedsPublicMoveType1Type
from .reds_rating_updated_event import RedsRatingUpdatedEvent
from .reds_rating_updated_event_data import RedsRatingUpdatedEventData
from .reds_reveal_event import RedsRevealEvent
from .reds_round_score import RedsRoundScore
from .reds_round_scored_event import RedsRoundScoredEvent
from .reds_round_scored_event_teams_item import RedsRoundScoredEventTeamsItem
from .reds_score_body import RedsScoreBody
from .reds_scores import RedsScores
from .reds_scores_teams_item import RedsScoresTeamsItem
from .reds_seat_score import RedsSeatScore
from .reds_session import RedsSession
from .reds_session_created_event import RedsSessionCreatedEvent
from .reds_session_created_event_data import RedsSessionCreatedEventData
from .reds_session_deleted_event import RedsSessionDeletedEvent
from .reds_session_deleted_event_data import RedsSessionDeletedEventData
from .reds_session_events import RedsSessionEvents
from .reds_state import RedsState
from .reds_state_history_item import RedsStateHistoryItem
from .reds_state_options import RedsStateOptions
from .reds_state_options_mode import RedsStateOptionsMode
from .reds_state_options_tiebreak import RedsStateOptionsTiebreak
from .reds_state_phase import RedsStatePhase
from .reds_suggestion import RedsSuggestion
from .reds_suggestion_alternatives_item import RedsSuggestionAlternativesItem
from .reds_tiebreak_event import RedsTiebreakEvent
from .reds_trick import RedsTrick
from .reds_trick_view import RedsTrickView
from .reds_trick_won_event import RedsTrickWonEvent
from .reds_view import RedsView
from .reds_view_exchange import RedsViewExchange
from .reds_view_options import RedsViewOptions
from .reds_view_options_mode import RedsViewOptionsMode
from .reds_view_options_tiebreak import RedsViewOptionsTiebreak
from .reds_view_phase import RedsViewPhase
from .reds_view_result import RedsViewResult
from .reds_view_rounds_scheduled import RedsViewRoundsScheduled
from .render_dragons_body import RenderDragonsBody
from .rotated_webhook import RotatedWebhook
from .seat_secret import SeatSecret
from .session_list import SessionList
from .session_status import SessionStatus
from .session_summary import SessionSummary
from .setup_request import SetupRequest
from .setup_result import SetupResult
from .state_move_request import StateMoveRequest
from .state_request import StateRequest
from .state_seat_request import StateSeatRequest
from .suggest_request import SuggestRequest
from .verdict import Verdict
from .verdict_details import VerdictDetails
from .view_request import ViewRequest
from .webhook import Webhook
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_list import WebhookDeliveryList
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_event_type import WebhookEventType
from .webhook_list import WebhookList

__all__ = (
    "BotName",
    "Clock",
    "ClockControlType0",
    "ClockControlType1",
    "CreatedWebhook",
    "CreateWebhookRequest",
    "DragonsApplied",
    "DragonsConfig",
    "DragonsConfigScoring",
    "DragonsConfigTiebreak",
    "DragonsCreatedSession",
    "DragonsCreateSessionRequest",
    "DragonsDescription",
    "DragonsFace",
    "DragonsGameFinishedEvent",
    "DragonsGameFinishedEventData",
    "DragonsGameOverEvent",
    "DragonsGameOverEventWinnersItem",
    "DragonsHistory",
    "DragonsHistoryEntry",
    "DragonsHistoryEntryType",
    "DragonsLegalMoves",
    "DragonsLoop",
    "DragonsLoopColour",
    "DragonsLoopEvent",
    "DragonsLoopEventColour",
    "DragonsLoopEventSeat",
    "DragonsLoopResult",
    "DragonsMoveAppliedEvent",
    "DragonsMoveAppliedEventData",
    "DragonsMoveList",
    "DragonsMoveResult",
    "DragonsMoveType",
    "DragonsNoTiebreakResult",
    "DragonsOptions",
    "DragonsOptionsScoring",
    "DragonsOptionsTiebreak",
    "DragonsOutcome",
    "DragonsOutcomeEvent",
    "DragonsOutcomeReason",
    "DragonsPlace",
    "DragonsPlaceEvent",
    "DragonsPlaceEventSeat",
    "DragonsPlaceEventType",
    "DragonsProblemCode",
    "DragonsRatingUpdatedEvent",
    "DragonsRatingUpdatedEventData",
    "DragonsScoreBody",
    "DragonsScores",
    "DragonsScoresSeatsItem",
    "DragonsScoresSeatsItemColour",
    "DragonsScoresSeatsItemSeat",
    "DragonsSession",
    "DragonsSessionCreatedEvent",
    "DragonsSessionCreatedEventData",
    "DragonsSessionDeletedEvent",
    "DragonsSessionDeletedEventData",
    "DragonsSessionEvents",
    "DragonsState",
    "DragonsStateToMove",
    "DragonsSuggestion",
    "DragonsSuggestionAlternativesItem",
    "DragonsTantrixResult",
    "DragonsTiebreakResult",
    "DragonsTiebreakResultTiebreak",
    "DragonsTile",
    "DragonsView",
    "DragonsViewColourToMoveType0",
    "DragonsViewLastMoveItem",
    "DragonsViewPhase",
    "DragonsViewResult",
    "DragonsWildAddEvent",
    "DragonsWildAddToMeldMove",
    "DragonsWildAnswerBuyMove",
    "DragonsWildApplied",
    "DragonsWildBuyAnswerEvent",
    "DragonsWildBuyEvent",
    "DragonsWildBuyEventPrivate",
    "DragonsWildBuyEventPrivateAdditionalProperty",
    "DragonsWildBuyMove",
    "DragonsWildBuyRequestEvent",
    "DragonsWildCreatedSession",
    "DragonsWildCreateSessionRequest",
    "DragonsWildDealEvent",
    "DragonsWildDealEventPrivate",
    "DragonsWildDealEventPrivateAdditionalProperty",
    "DragonsWildDescription",
    "DragonsWildDiscardEvent",
    "DragonsWildDiscardMove",
    "DragonsWildDrawEvent",
    "DragonsWildDrawEventPrivate",
    "DragonsWildDrawEventPrivateAdditionalProperty",
    "DragonsWildDrawEventSource",
    "DragonsWildDrawMove",
    "DragonsWildDrawMoveSource",
    "DragonsWildEndGameMove",
    "DragonsWildExtraHandEvent",
    "DragonsWildGameEndEvent",
    "DragonsWildGameFinishedEvent",
    "DragonsWildGameFinishedEventData",
    "DragonsWildGoOutEvent",
    "DragonsWildGoOutMove",
    "DragonsWildGoOutMoveMeldsItem",
    "DragonsWildHandEndEvent",
    "DragonsWildHandEndEventReason",
    "DragonsWildHandResult",
    "DragonsWildHandResultReason",
    "DragonsWildHistory",
    "DragonsWildHistoryEntry",
    "DragonsWildHistoryEntryType",
    "DragonsWildLayMeldMove",
    "DragonsWildLegalMoves",
    "DragonsWildMeldEvent",
    "DragonsWildMeldEventKind",
    "DragonsWildMeldState",
    "DragonsWildMeldStateKind",
    "DragonsWildMoveAppliedEvent",
    "DragonsWildMoveAppliedEventData",
    "DragonsWildMoveList",
    "DragonsWildMoveResult",
    "DragonsWildMoveType",
    "DragonsWildNextHandMove",
    "DragonsWildOptions",
    "DragonsWildOptionsBlockedHand",
    "DragonsWildOptionsBuyPriority",
    "DragonsWildOptionsEndCondition",
    "DragonsWildOptionsRefill",
    "DragonsWildOptionsTiePolicy",
    "DragonsWildOutcome",
    "DragonsWildOutcomeDetails",
    "DragonsWildOutcomeEvent",
    "DragonsWildOutcomeReason",
    "DragonsWildProblemCode",
    "DragonsWildRatingUpdatedEvent",
    "DragonsWildRatingUpdatedEventData",
    "DragonsWildRefillEvent",
    "DragonsWildRoundEvent",
    "DragonsWildScoreBody",
    "DragonsWildScores",
    "DragonsWildSession",
    "DragonsWildSessionCreatedEvent",
    "DragonsWildSessionCreatedEventData",
    "DragonsWildSessionDeletedEvent",
    "DragonsWildSessionDeletedEventData",
    "DragonsWildSessionEvents",
    "DragonsWildState",
    "DragonsWildStatePhase",
    "DragonsWildSuggestion",
    "DragonsWildSuggestionAlternativesItem",
    "DragonsWildView",
    "DragonsWildViewMeld",
    "DragonsWildViewMeldKind",
    "DragonsWildViewPhase",
    "DragonsWildViewResult",
    "DragonsWildViewSuitsItem",
    "EndedOutcome",
    "EndedOutcomeDetails",
    "EndedOutcomeReason",
    "GameEntry",
    "GameId",
    "GameRating",
    "GetSessionEventsResponse200",
    "GetSessionEventsResponse200Event",
    "HintRequest",
    "JoinedSeat",
    "JoinRequest",
    "Leaderboard",
    "LeaderboardEntry",
    "ListGamesResponse200",
    "ListSessionsStatus",
    "LivezResponse200",
    "MoveBody",
    "OpenSeat",
    "OptionsJsonSchema",
    "OptionsJsonSchemaProperties",
    "OptionSpec",
    "OptionSpecTypeType0",
    "OptionSpecTypeType1Item",
    "PalaceApplied",
    "PalaceBurnEvent",
    "PalaceBurnEventCause",
    "PalaceCreatedSession",
    "PalaceCreateSessionRequest",
    "PalaceDescription",
    "PalaceDrawEvent",
    "PalaceDrawEventPrivate",
    "PalaceDrawEventPrivateAdditionalProperty",
    "PalaceEndReasonType0",
    "PalaceFinishEvent",
    "PalaceFlipEvent",
    "PalaceFlipMove",
    "PalaceGameFinishedEvent",
    "PalaceGameFinishedEventData",
    "PalaceGameOverEvent",
    "PalaceGameOverEventReason",
    "PalaceHistory",
    "PalaceHistoryEntry",
    "PalaceHistoryEntryType",
    "PalaceLadderRank",
    "PalaceLegalMoves",
    "PalaceMoveAppliedEvent",
    "PalaceMoveAppliedEventData",
    "PalaceMoveList",
    "PalaceMoveResult",
    "PalaceMoveType",
    "PalaceOptions",
    "PalaceOptionsDeal",
    "PalaceOptionsDecks",
    "PalaceOptionsFourOfAKind",
    "PalaceOptionsLowerRank",
    "PalaceOptionsStarterRule",
    "PalaceOptionsTransparentRank",
    "PalaceOutcome",
    "PalaceOutcomeDetails",
    "PalaceOutcomeEvent",
    "PalaceOutcomeReason",
    "PalacePhase",
    "PalacePickUpEvent",
    "PalacePickUpMove",
    "PalacePileEntry",
    "PalacePlaceEvent",
    "PalacePlaceMove",
    "PalacePlayEvent",
    "PalacePlayEventSource",
    "PalacePlayMove",
    "PalaceProblemCode",
    "PalaceRatingUpdatedEvent",
    "PalaceRatingUpdatedEventData",
    "PalaceReadyEvent",
    "PalaceReadyMove",
    "PalaceScoreBody",
    "PalaceScores",
    "PalaceSeatView",
    "PalaceSession",
    "PalaceSessionCreatedEvent",
    "PalaceSessionCreatedEventData",
    "PalaceSessionDeletedEvent",
    "PalaceSessionDeletedEventData",
    "PalaceSessionEvents",
    "PalaceSkipEvent",
    "PalaceStartEvent",
    "PalaceState",
    "PalaceStateSeatsItem",
    "PalaceSuggestion",
    "PalaceSuggestionAlternativesItem",
    "PalaceSwapEvent",
    "PalaceSwapMove",
    "PalaceView",
    "PalaceViewPhase",
    "PalaceViewResult",
    "PlayerEntryType1",
    "PlayerEntryType2",
    "PlayerName",
    "PlayerRange",
    "PlayerRatings",
    "Problem",
    "ProblemDetails",
    "ProblemErrors",
    "RatingChange",
    "RatingHistory",
    "RatingHistoryEntry",
    "Readiness",
    "ReadinessEngines",
    "ReadinessRedis",
    "ReadinessStatus",
    "RedDragonApplied",
    "RedDragonBurnEvent",
    "RedDragonBurnEventReason",
    "RedDragonChanceRevealedEvent",
    "RedDragonChanceRevealedEventResult",
    "RedDragonCreatedSession",
    "RedDragonCreateSessionRequest",
    "RedDragonDeclareMove",
    "RedDragonDescription",
    "RedDragonDirectionEvent",
    "RedDragonDirectionEventDirection",
    "RedDragonEightsMergedEvent",
    "RedDragonExtraGoEvent",
    "RedDragonFinishedEvent",
    "RedDragonFirstPlayerEvent",
    "RedDragonFreeGoEvent",
    "RedDragonFreeGoType0",
    "RedDragonGameFinishedEvent",
    "RedDragonGameFinishedEventData",
    "RedDragonGameOverEvent",
    "RedDragonGameOverEventReason",
    "RedDragonHiddenMove",
    "RedDragonHiddenMoveType",
    "RedDragonHistory",
    "RedDragonHistoryEntry",
    "RedDragonHistoryEntryType",
    "RedDragonLegalMoves",
    "RedDragonMoveAppliedEvent",
    "RedDragonMoveAppliedEventData",
    "RedDragonMoveList",
    "RedDragonMoveResult",
    "RedDragonMoveType",
    "RedDragonOpeningRevealedEvent",
    "RedDragonOptions",
    "RedDragonOptionsChanceExceptionScope",
    "RedDragonOptionsConsecutiveEights",
    "RedDragonOptionsDecks",
    "RedDragonOptionsDefaultDirection",
    "RedDragonOptionsJokersPerDeck",
    "RedDragonOptionsMixOpeningSubset",
    "RedDragonOutcome",
    "RedDragonOutcomeDetails",
    "RedDragonOutcomeEvent",
    "RedDragonOutcomeReason",
    "RedDragonPickUpEvent",
    "RedDragonPickUpEventPrivate",
    "RedDragonPickUpEventPrivateAdditionalProperty",
    "RedDragonPickUpEventReason",
    "RedDragonPickUpMove",
    "RedDragonPileEntry",
    "RedDragonPileEntrySource",
    "RedDragonPlayEvent",
    "RedDragonPlayEventSourcesItem",
    "RedDragonPlayMove",
    "RedDragonPlayMoveDirection",
    "RedDragonPlayReserveMove",
    "RedDragonProblemCode",
    "RedDragonRank",
    "RedDragonRatingUpdatedEvent",
    "RedDragonRatingUpdatedEventData",
    "RedDragonReserveSelectedEvent",
    "RedDragonReserveSelectedEventPrivate",
    "RedDragonReserveSelectedEventPrivateAdditionalProperty",
    "RedDragonScoreBody",
    "RedDragonScores",
    "RedDragonSelectReserveMove",
    "RedDragonSession",
    "RedDragonSessionCreatedEvent",
    "RedDragonSessionCreatedEventData",
    "RedDragonSessionDeletedEvent",
    "RedDragonSessionDeletedEventData",
    "RedDragonSessionEvents",
    "RedDragonSkipEvent",
    "RedDragonState",
    "RedDragonStateDirection",
    "RedDragonStateEndReasonType0",
    "RedDragonStatePhase",
    "RedDragonStateSeatsItem",
    "RedDragonStateSeatsItemChanceItem",
    "RedDragonSuggestion",
    "RedDragonSuggestionAlternativesItem",
    "RedDragonTakeChanceMove",
    "RedDragonView",
    "RedDragonViewDirectionType0",
    "RedDragonViewPhase",
    "RedDragonViewResult",
    "RedDragonViewSeatsItem",
    "RedDragonViewSeatsItemStage",
    "RedsApplied",
    "RedsBid",
    "RedsBidEvent",
    "RedsBidEventPrivate",
    "RedsBidEventPrivateAdditionalProperty",
    "RedsBlackSuitType0",
    "RedsCreatedSession",
    "RedsCreateSessionRequest",
    "RedsDealEvent",
    "RedsDealEventPrivate",
    "RedsDealEventPrivateAdditionalProperty",
    "RedsDescription",
    "RedsDirectionType0",
    "RedsExchange",
    "RedsExchangeEvent",
    "RedsExchangeEventDirection",
    "RedsExchangeEventPrivate",
    "RedsExchangeEventPrivateAdditionalProperty",
    "RedsExchangeRule",
    "RedsExchangeSubmittedEvent",
    "RedsExchangeSubmittedEventPrivate",
    "RedsExchangeSubmittedEventPrivateAdditionalProperty",
    "RedsGameFinishedEvent",
    "RedsGameFinishedEventData",
    "RedsGameOverEvent",
    "RedsHistory",
    "RedsHistoryEntry",
    "RedsHistoryEntryType",
    "RedsLegalMoves",
    "RedsMoveAppliedEvent",
    "RedsMoveAppliedEventData",
    "RedsMoveList",
    "RedsMoveResult",
    "RedsMoveType",
    "RedsOptions",
    "RedsOptionsMode",
    "RedsOptionsTiebreak",
    "RedsOutcome",
    "RedsOutcomeDetails",
    "RedsOutcomeEvent",
    "RedsOutcomeReason",
    "RedsPlay",
    "RedsPlayedCard",
    "RedsPlayEvent",
    "RedsProblemCode",
    "RedsPublicMoveType1",
    "RedsPublicMoveType1Type",
    "RedsRatingUpdatedEvent",
    "RedsRatingUpdatedEventData",
    "RedsRevealEvent",
    "RedsRoundScore",
    "RedsRoundScoredEvent",
    "RedsRoundScoredEventTeamsItem",
    "RedsScoreBody",
    "RedsScores",
    "RedsScoresTeamsItem",
    "RedsSeatScore",
    "RedsSession",
    "RedsSessionCreatedEvent",
    "RedsSessionCreatedEventData",
    "RedsSessionDeletedEvent",
    "RedsSessionDeletedEventData",
    "RedsSessionEvents",
    "RedsState",
    "RedsStateHistoryItem",
    "RedsStateOptions",
    "RedsStateOptionsMode",
    "RedsStateOptionsTiebreak",
    "RedsStatePhase",
    "RedsSuggestion",
    "RedsSuggestionAlternativesItem",
    "RedsTiebreakEvent",
    "RedsTrick",
    "RedsTrickView",
    "RedsTrickWonEvent",
    "RedsView",
    "RedsViewExchange",
    "RedsViewOptions",
    "RedsViewOptionsMode",
    "RedsViewOptionsTiebreak",
    "RedsViewPhase",
    "RedsViewResult",
    "RedsViewRoundsScheduled",
    "RenderDragonsBody",
    "RotatedWebhook",
    "SeatSecret",
    "SessionList",
    "SessionStatus",
    "SessionSummary",
    "SetupRequest",
    "SetupResult",
    "StateMoveRequest",
    "StateRequest",
    "StateSeatRequest",
    "SuggestRequest",
    "Verdict",
    "VerdictDetails",
    "ViewRequest",
    "Webhook",
    "WebhookDelivery",
    "WebhookDeliveryList",
    "WebhookDeliveryStatus",
    "WebhookEventType",
    "WebhookList",
)
