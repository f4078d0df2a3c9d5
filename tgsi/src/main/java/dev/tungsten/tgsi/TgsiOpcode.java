package dev.tungsten.tgsi;

import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static dev.tungsten.tgsi.TgsiOpcode.Category.*;
import static dev.tungsten.tgsi.TgsiOpcode.Flag.*;
import static dev.tungsten.tgsi.TgsiOpcode.OperandType.*;
import static dev.tungsten.tgsi.TgsiOpcode.OutputMode.*;

/// The TGSI opcode table: the single source of truth for every consumer (assembler, dumper,
/// sanity checker, scanner, interpreter, JIT, GLSL and SPIR-V translators).
///
/// One constant per opcode, carrying:
/// - `code`: the number in the instruction token. Codes 0..251 are Mesa 24.1's
///   (`tgsi_info_opcodes.h`, `TGSI_OPCODE_LAST` = 252, 243 opcodes and 9 gaps).
/// - the destination and source counts, exactly as Mesa's table gives them;
/// - the [OutputMode] (Mesa's `tgsi_output_mode`);
/// - the [OperandType] of the destination and of each source, following Mesa's
///   `tgsi_opcode_infer_dst_type` / `tgsi_opcode_infer_src_type`;
/// - a [Category] and [Flag]s.
///
/// ## Legacy opcodes of the 2010 specification
/// Opcodes that the 2010 TGSI documentation describes but Mesa has since removed are rows
/// flagged [Flag#LEGACY]. Eight of them take their historical number, which is a gap in Mesa
/// 24.1 (SCS 67, PUSHA 81, POPA 82, SAD 93, CALLNZ 113, IFC 114, BREAKC 115, DFRACEXP 212), so
/// token streams of the Mesa releases that still had them decode correctly. The other sixteen
/// had numbers that Mesa has since reused, so they take codes 256 and up; in a token the ninth
/// opcode bit goes to bit 31 of the instruction token, which Mesa leaves as padding (always 0
/// in Mesa's output, so Mesa's streams read the same). See [TokenFormat].
///
/// The renamed opcodes are not separate rows: `KIL` is `KILL_IF`, `KILP` is `KILL`, `SHR` is
/// `ISHR`, `FRAC` is `FRC`; [#forName] resolves those aliases.
///
/// Consumers switch over this enum with exhaustive `switch` expressions (no `default`), so a
/// new row fails to compile everywhere it is not handled. Never use `ordinal()`: use [#code].
public enum TgsiOpcode {
    ARL(0, 1, 1, COMPONENTWISE, FLOAT_ALU, INT, types(FLOAT), flagSet()),
    MOV(1, 1, 1, COMPONENTWISE, FLOAT_ALU, UNTYPED, types(UNTYPED), flagSet()),
    LIT(2, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    RCP(3, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    RSQ(4, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    EXP(5, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    LOG(6, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    MUL(7, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    ADD(8, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DP3(9, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DP4(10, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DST(11, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    MIN(12, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    MAX(13, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SLT(14, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SGE(15, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    MAD(16, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet()),
    TEX_LZ(17, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, REMOVED_AFTER_MESA_24)),
    LRP(18, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet()),
    FMA(19, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet()),
    SQRT(20, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    LDEXP(21, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, INT), flagSet()),
    F2U64(22, 1, 1, COMPONENTWISE, INT64_ALU, UINT64, types(FLOAT), flagSet()),
    F2I64(23, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(FLOAT), flagSet()),
    FRC(24, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    TXF_LZ(25, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE, REMOVED_AFTER_MESA_24)),
    FLR(26, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    ROUND(27, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    EX2(28, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    LG2(29, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    POW(30, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DEMOTE(31, 0, 0, NONE, DISCARD, VOID, types(), flagSet()),
    U2I64(32, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(UINT), flagSet()),
    CLOCK(33, 1, 0, OTHER, SUBGROUP, FLOAT, types(), flagSet()),
    I2I64(34, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT), flagSet()),
    READ_HELPER(35, 1, 0, COMPONENTWISE, SUBGROUP, FLOAT, types(), flagSet()),
    COS(36, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    DDX(37, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    DDY(38, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    KILL(39, 0, 0, NONE, DISCARD, VOID, types(), flagSet()),
    PK2H(40, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet()),
    PK2US(41, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    PK4B(42, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    PK4UB(43, 1, 1, REPLICATE, PACK, FLOAT, types(FLOAT), flagSet(REMOVED_AFTER_MESA_24)),
    D2U64(44, 1, 1, COMPONENTWISE, INT64_ALU, UINT64, types(DOUBLE), flagSet()),
    SEQ(45, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    D2I64(46, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(DOUBLE), flagSet()),
    SGT(47, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SIN(48, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    SLE(49, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    SNE(50, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    U642D(51, 1, 1, COMPONENTWISE, INT64_ALU, DOUBLE, types(UINT64), flagSet()),
    TEX(52, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    TXD(53, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    TXP(54, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    UP2H(55, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(UINT), flagSet()),
    UP2US(56, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet()),
    UP4B(57, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet()),
    UP4UB(58, 1, 1, CHAN_DEPENDENT, PACK, FLOAT, types(FLOAT), flagSet()),
    U642F(59, 1, 1, COMPONENTWISE, INT64_ALU, FLOAT, types(UINT64), flagSet()),
    I642F(60, 1, 1, COMPONENTWISE, INT64_ALU, FLOAT, types(INT64), flagSet()),
    ARR(61, 1, 1, COMPONENTWISE, FLOAT_ALU, INT, types(FLOAT), flagSet()),
    I642D(62, 1, 1, COMPONENTWISE, INT64_ALU, DOUBLE, types(INT64), flagSet()),
    CAL(63, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH)),
    RET(64, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    SSG(65, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    CMP(66, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet()),
    SCS(67, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY)),
    TXB(68, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    FBFETCH(69, 1, 1, OTHER, TEXTURE, FLOAT, types(FLOAT), flagSet(NEEDS_RESOURCE)),
    DIV(70, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    DP2(71, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet()),
    TXL(72, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    BRK(73, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    IF(74, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, POST_INDENT)),
    UIF(75, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(IS_BRANCH, POST_INDENT)),
    READ_INVOC(76, 1, 2, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT, FLOAT), flagSet()),
    ELSE(77, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, PRE_DEDENT, POST_INDENT)),
    ENDIF(78, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(PRE_DEDENT)),
    DDX_FINE(79, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    DDY_FINE(80, 1, 1, COMPONENTWISE, DERIVATIVE, FLOAT, types(FLOAT), flagSet()),
    PUSHA(81, 0, 1, NONE, CONTROL_FLOW, VOID, types(INT), flagSet(LEGACY)),
    POPA(82, 1, 0, OTHER, CONTROL_FLOW, INT, types(), flagSet(LEGACY)),
    CEIL(83, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    I2F(84, 1, 1, COMPONENTWISE, INTEGER_ALU, FLOAT, types(INT), flagSet()),
    NOT(85, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT), flagSet()),
    TRUNC(86, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet()),
    SHL(87, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    BALLOT(88, 1, 1, OTHER, SUBGROUP, FLOAT, types(FLOAT), flagSet()),
    AND(89, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    OR(90, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    MOD(91, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    XOR(92, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    SAD(93, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet(LEGACY)),
    TXF(94, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    TXQ(95, 1, 2, OTHER, TEXTURE, UINT, types(UINT, UINT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    CONT(96, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    EMIT(97, 0, 1, NONE, GEOMETRY, VOID, types(FLOAT), flagSet(NEEDS_RESOURCE)),
    ENDPRIM(98, 0, 1, NONE, GEOMETRY, VOID, types(FLOAT), flagSet(NEEDS_RESOURCE)),
    BGNLOOP(99, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, POST_INDENT)),
    BGNSUB(100, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(POST_INDENT)),
    ENDLOOP(101, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(IS_BRANCH, PRE_DEDENT)),
    ENDSUB(102, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet(PRE_DEDENT)),
    ATOMFADD(103, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE)),
    TXQS(104, 1, 1, OTHER, TEXTURE, UINT, types(UINT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    RESQ(105, 1, 1, OTHER, RESOURCE, FLOAT, types(FLOAT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE)),
    READ_FIRST(106, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet()),
    NOP(107, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    FSEQ(108, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSGE(109, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSLT(110, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    FSNE(111, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT, FLOAT), flagSet()),
    MEMBAR(112, 0, 1, OTHER, SYNCHRONIZATION, VOID, types(UINT), flagSet(NEEDS_RESOURCE)),
    CALLNZ(113, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, LEGACY)),
    IFC(114, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, POST_INDENT, LEGACY)),
    BREAKC(115, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet(LEGACY)),
    KILL_IF(116, 0, 1, NONE, DISCARD, VOID, types(FLOAT), flagSet()),
    END(117, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    DFMA(118, 1, 3, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE, DOUBLE), flagSet()),
    F2I(119, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(FLOAT), flagSet()),
    IDIV(120, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    IMAX(121, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    IMIN(122, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    INEG(123, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    ISGE(124, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    ISHR(125, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    ISLT(126, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    F2U(127, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(FLOAT), flagSet()),
    U2F(128, 1, 1, COMPONENTWISE, INTEGER_ALU, FLOAT, types(UINT), flagSet()),
    UADD(129, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(UINT, UINT), flagSet()),
    UDIV(130, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMAD(131, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet()),
    UMAX(132, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMIN(133, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMOD(134, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    UMUL(135, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USEQ(136, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USGE(137, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USHR(138, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USLT(139, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    USNE(140, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    SWITCH(141, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet()),
    CASE(142, 0, 1, NONE, CONTROL_FLOW, VOID, types(UINT), flagSet()),
    DEFAULT(143, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    ENDSWITCH(144, 0, 0, NONE, CONTROL_FLOW, VOID, types(), flagSet()),
    SAMPLE(145, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    SAMPLE_I(146, 1, 2, OTHER, TEXTURE, FLOAT, types(UINT, UINT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_I_MS(147, 1, 3, OTHER, TEXTURE, FLOAT, types(UINT, UINT, UINT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_B(148, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    SAMPLE_C(149, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    SAMPLE_C_LZ(150, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_D(151, 1, 5, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SAMPLE_L(152, 1, 4, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    GATHER4(153, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(SAMPLE_TEXTURE_TOKEN, NEEDS_RESOURCE)),
    SVIEWINFO(154, 1, 2, OTHER, TEXTURE, UINT, types(UINT, UINT), flagSet(NEEDS_RESOURCE)),
    SAMPLE_POS(155, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE)),
    SAMPLE_INFO(156, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE)),
    UARL(157, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    UCMP(158, 1, 3, COMPONENTWISE, INTEGER_ALU, UNTYPED, types(FLOAT, FLOAT, FLOAT), flagSet()),
    IABS(159, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    ISSG(160, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    LOAD(161, 1, 2, OTHER, RESOURCE, FLOAT, types(FLOAT, UINT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE)),
    STORE(162, 1, 2, OTHER, RESOURCE, FLOAT, types(UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    IMG2HND(163, 1, 1, OTHER, RESOURCE, UINT, types(UINT), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE)),
    SAMP2HND(164, 1, 1, OTHER, RESOURCE, UINT, types(UINT), flagSet(IS_TEX, MEMORY_TOKEN, NEEDS_RESOURCE)),
    BARRIER(166, 0, 0, OTHER, SYNCHRONIZATION, VOID, types(), flagSet(MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMUADD(167, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMXCHG(168, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMCAS(169, 1, 4, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMAND(170, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMOR(171, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMXOR(172, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMUMIN(173, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMUMAX(174, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMIMIN(175, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    ATOMIMAX(176, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, MEMORY_TOKEN, NEEDS_RESOURCE)),
    TEX2(177, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    TXB2(178, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    TXL2(179, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    IMUL_HI(180, 1, 2, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT), flagSet()),
    UMUL_HI(181, 1, 2, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT), flagSet()),
    TG4(182, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE)),
    LODQ(183, 1, 2, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT), flagSet(IS_TEX, NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    IBFE(184, 1, 3, COMPONENTWISE, INTEGER_ALU, INT, types(INT, INT, INT), flagSet()),
    UBFE(185, 1, 3, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT), flagSet()),
    BFI(186, 1, 4, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT, UINT, UINT, UINT), flagSet()),
    BREV(187, 1, 1, COMPONENTWISE, INTEGER_ALU, UINT, types(UINT), flagSet()),
    POPC(188, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    LSB(189, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    IMSB(190, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(INT), flagSet()),
    UMSB(191, 1, 1, COMPONENTWISE, INTEGER_ALU, INT, types(UINT), flagSet()),
    INTERP_CENTROID(192, 1, 1, OTHER, INTERPOLATION, FLOAT, types(FLOAT), flagSet(NEEDS_RESOURCE)),
    INTERP_SAMPLE(193, 1, 2, OTHER, INTERPOLATION, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE)),
    INTERP_OFFSET(194, 1, 2, OTHER, INTERPOLATION, FLOAT, types(FLOAT, FLOAT), flagSet(NEEDS_RESOURCE)),
    F2D(195, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(FLOAT), flagSet()),
    D2F(196, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet()),
    DABS(197, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DNEG(198, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DADD(199, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMUL(200, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMAX(201, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DMIN(202, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    DSLT(203, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DSGE(204, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DSEQ(205, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DSNE(206, 1, 2, COMPONENTWISE, DOUBLE_ALU, INT, types(DOUBLE, DOUBLE), flagSet()),
    DRCP(207, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DSQRT(208, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DMAD(209, 1, 3, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE, DOUBLE), flagSet()),
    DFRAC(210, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DLDEXP(211, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, INT), flagSet()),
    DFRACEXP(212, 2, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet(LEGACY)),
    D2I(213, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet()),
    I2D(214, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(INT), flagSet()),
    D2U(215, 1, 1, COMPONENTWISE, DOUBLE_ALU, FLOAT, types(DOUBLE), flagSet()),
    U2D(216, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(UINT), flagSet()),
    DRSQ(217, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DTRUNC(218, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DCEIL(219, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DFLR(220, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DROUND(221, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    DSSG(222, 1, 1, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE), flagSet()),
    VOTE_ANY(223, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet()),
    VOTE_ALL(224, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet()),
    VOTE_EQ(225, 1, 1, COMPONENTWISE, SUBGROUP, FLOAT, types(FLOAT), flagSet()),
    U64SEQ(226, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    U64SNE(227, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    I64SLT(228, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(INT64, INT64), flagSet()),
    U64SLT(229, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    I64SGE(230, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(INT64, INT64), flagSet()),
    U64SGE(231, 1, 2, COMPONENTWISE, INT64_ALU, INT, types(UINT64, UINT64), flagSet()),
    I64MIN(232, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64MIN(233, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64MAX(234, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64MAX(235, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64ABS(236, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT64), flagSet()),
    I64SSG(237, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT64), flagSet()),
    I64NEG(238, 1, 1, COMPONENTWISE, INT64_ALU, INT64, types(INT64), flagSet()),
    U64ADD(239, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    U64MUL(240, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    U64SHL(241, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64SHR(242, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64SHR(243, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64DIV(244, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64DIV(245, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    I64MOD(246, 1, 2, COMPONENTWISE, INT64_ALU, INT64, types(INT64, INT64), flagSet()),
    U64MOD(247, 1, 2, COMPONENTWISE, INT64_ALU, UINT64, types(UINT64, UINT64), flagSet()),
    DDIV(248, 1, 2, COMPONENTWISE, DOUBLE_ALU, DOUBLE, types(DOUBLE, DOUBLE), flagSet()),
    LOD(249, 1, 3, OTHER, TEXTURE, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(NEEDS_RESOURCE, IMPLICIT_DERIVATIVES)),
    ATOMINC_WRAP(250, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE)),
    ATOMDEC_WRAP(251, 1, 3, OTHER, ATOMIC, FLOAT, types(FLOAT, UINT, FLOAT), flagSet(IS_STORE, NEEDS_RESOURCE)),
    SUB(256, 1, 2, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY)),
    CND(257, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY)),
    DP2A(258, 1, 3, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY)),
    CLAMP(259, 1, 3, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY)),
    XPD(260, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY)),
    ABS(261, 1, 1, COMPONENTWISE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY)),
    RCC(262, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY)),
    DPH(263, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY)),
    RFL(264, 1, 2, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY)),
    SFL(265, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY)),
    STR(266, 1, 2, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT), flagSet(LEGACY)),
    X2D(267, 1, 3, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT, FLOAT, FLOAT), flagSet(LEGACY)),
    ARA(268, 1, 1, CHAN_DEPENDENT, INTEGER_ALU, INT, types(INT), flagSet(LEGACY)),
    BRA(269, 0, 1, NONE, CONTROL_FLOW, VOID, types(FLOAT), flagSet(IS_BRANCH, LEGACY)),
    NRM(270, 1, 1, CHAN_DEPENDENT, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY)),
    NRM4(271, 1, 1, REPLICATE, FLOAT_ALU, FLOAT, types(FLOAT), flagSet(LEGACY));

    /// How an opcode computes the channels of its destination (Mesa's `tgsi_output_mode`).
    public enum OutputMode {
        /// No destination.
        NONE,
        /// Channel *c* of the result reads channel *c* of each source (ADD).
        COMPONENTWISE,
        /// One scalar result, written to every enabled channel (RCP, DP4).
        REPLICATE,
        /// Each channel has its own formula (LIT, XPD, SCS).
        CHAN_DEPENDENT,
        /// Anything else: texture, memory and resource opcodes.
        OTHER
    }

    /// How an operand's 32-bit channels are interpreted (Mesa's `tgsi_opcode_type`).
    /// For the 64-bit types a value occupies a channel pair (xy or zw), low word first.
    public enum OperandType {
        /// Bits are copied unchanged (MOV, UCMP).
        UNTYPED,
        /// No operand.
        VOID,
        UINT,
        INT,
        FLOAT,
        DOUBLE,
        UINT64,
        INT64;

        /// Whether a value of this type spans two channels.
        public boolean is64Bit() {
            return this == DOUBLE || this == UINT64 || this == INT64;
        }

        /// Whether a negate modifier on a source of this type is an integer negation.
        public boolean isInteger() {
            return this == UINT || this == INT || this == UINT64 || this == INT64;
        }
    }

    /// The family an opcode belongs to, for documentation, tests and coverage reports.
    public enum Category {
        FLOAT_ALU, PACK, DERIVATIVE, INTERPOLATION, INTEGER_ALU, DOUBLE_ALU, INT64_ALU, TEXTURE,
        RESOURCE, ATOMIC, SUBGROUP, CONTROL_FLOW, DISCARD, GEOMETRY, SYNCHRONIZATION
    }

    /// Boolean properties of an opcode.
    public enum Flag {
        /// Mesa `is_tex`: the text form takes a texture-target operand after the sources and the
        /// instruction carries a texture token.
        IS_TEX,
        /// Mesa `is_store`: writes memory through its destination (STORE, atomics).
        IS_STORE,
        /// Mesa `is_branch`: accepts a `:label` in text and may carry a label token.
        IS_BRANCH,
        /// Mesa `pre_dedent`: the dumper dedents before printing it (ELSE, ENDIF, ENDLOOP, ENDSUB).
        PRE_DEDENT,
        /// Mesa `post_indent`: the dumper indents after printing it (IF, UIF, ELSE, BGNLOOP, BGNSUB).
        POST_INDENT,
        /// SAMPLE through GATHER4: no target operand in text, but Mesa's assembler sets the texture
        /// token (target UNKNOWN) so that offsets can follow.
        SAMPLE_TEXTURE_TOKEN,
        /// Mesa's assembler gives the instruction a memory token (LOAD through ATOMIMAX, which by
        /// Mesa's numeric range also includes IMG2HND, SAMP2HND and BARRIER, and RESQ). ATOMFADD,
        /// ATOMINC_WRAP and ATOMDEC_WRAP lie outside that range and get none.
        MEMORY_TOKEN,
        /// Needs a driver resource or service (sampler, image, buffer, vertex emitter, barrier,
        /// interpolator): the interpreter calls an interface for it.
        NEEDS_RESOURCE,
        /// Computes an implicit level of detail from screen-space derivatives.
        IMPLICIT_DERIVATIVES,
        /// From the 2010 specification; not in Mesa 24.1.
        LEGACY,
        /// In Mesa 24.1 but removed from Mesa's table after March 2024.
        REMOVED_AFTER_MESA_24
    }

    /// The highest code (exclusive) an instruction token can carry: eight bits plus bit 31.
    public static final int CODE_LIMIT = 512;
    /// Mesa 24.1's `TGSI_OPCODE_LAST`.
    public static final int MESA_LAST = 252;

    private static final TgsiOpcode[] BY_CODE = new TgsiOpcode[CODE_LIMIT];
    private static final Map<String, TgsiOpcode> BY_NAME = new HashMap<>();
    static {
        for (TgsiOpcode op : values()) {
            if (BY_CODE[op.code] != null) {
                throw new ExceptionInInitializerError("opcode code " + op.code + " used twice");
            }
            BY_CODE[op.code] = op;
            BY_NAME.put(op.name(), op);
        }
        BY_NAME.put("KIL", KILL_IF);
        BY_NAME.put("KILP", KILL);
        BY_NAME.put("SHR", ISHR);
        BY_NAME.put("FRAC", FRC);
    }

    private final int code;
    private final int numDst;
    private final int numSrc;
    private final OutputMode outputMode;
    private final Category category;
    private final OperandType dstType;
    private final List<OperandType> srcTypes;
    private final Set<Flag> flags;

    TgsiOpcode(int code, int numDst, int numSrc, OutputMode outputMode, Category category,
               OperandType dstType, List<OperandType> srcTypes, Set<Flag> flags) {
        if (srcTypes.size() != numSrc) {
            throw new IllegalArgumentException(name() + ": " + srcTypes.size() + " source types for " + numSrc + " sources");
        }
        this.code = code;
        this.numDst = numDst;
        this.numSrc = numSrc;
        this.outputMode = outputMode;
        this.category = category;
        this.dstType = dstType;
        this.srcTypes = srcTypes;
        this.flags = Collections.unmodifiableSet(flags);
    }

    private static List<OperandType> types(OperandType... types) {
        return List.of(types);
    }

    private static Set<Flag> flagSet(Flag... flags) {
        EnumSet<Flag> set = EnumSet.noneOf(Flag.class);
        Collections.addAll(set, flags);
        return set;
    }

    /// The number in the instruction token.
    public int code() { return code; }

    /// Destination operands (0, 1 or 2).
    public int numDst() { return numDst; }

    /// Source operands (0 to 5).
    public int numSrc() { return numSrc; }

    public OutputMode outputMode() { return outputMode; }

    public Category category() { return category; }

    /// The type of the destination ([OperandType#VOID] when there is none).
    public OperandType dstType() { return dstType; }

    /// The type of source `index`.
    public OperandType srcType(int index) { return srcTypes.get(index); }

    public List<OperandType> srcTypes() { return srcTypes; }

    public Set<Flag> flags() { return flags; }

    public boolean has(Flag flag) { return flags.contains(flag); }

    /// Whether Mesa 24.1 has this opcode (everything but [Flag#LEGACY] rows).
    public boolean isMesa() { return !flags.contains(LEGACY); }

    /// The opcode with this code, or `null` when the code is a gap or out of range.
    public static TgsiOpcode fromCode(int code) {
        return code >= 0 && code < CODE_LIMIT ? BY_CODE[code] : null;
    }

    /// The opcode with this name (case-insensitive), including the renamed spellings KIL, KILP,
    /// SHR and FRAC; `null` when there is none.
    public static TgsiOpcode forName(String name) {
        return BY_NAME.get(name.toUpperCase(Locale.ROOT));
    }
}
