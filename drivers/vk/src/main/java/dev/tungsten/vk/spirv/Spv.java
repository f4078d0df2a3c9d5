package dev.tungsten.vk.spirv;

/// Numbers from the SPIR-V 1.6 and GLSL.std.450 specifications (Khronos SPIRV-Headers' `spirv.json`),
/// the ones the translator uses. Each nested class is one enumerant family.
final class Spv {
    private Spv() {}

    static final class ExecutionModel {
        private ExecutionModel() {}
        static final int Vertex = 0;
        static final int Geometry = 3;
        static final int Fragment = 4;
        static final int GLCompute = 5;
    }

    static final class AddressingModel {
        private AddressingModel() {}
        static final int Logical = 0;
    }

    static final class MemoryModel {
        private MemoryModel() {}
        static final int GLSL450 = 1;
    }

    static final class ExecutionMode {
        private ExecutionMode() {}
        static final int Invocations = 0;
        static final int OriginUpperLeft = 7;
        static final int EarlyFragmentTests = 9;
        static final int DepthReplacing = 12;
        static final int DepthGreater = 14;
        static final int DepthLess = 15;
        static final int LocalSize = 17;
        static final int InputPoints = 19;
        static final int InputLines = 20;
        static final int InputLinesAdjacency = 21;
        static final int Triangles = 22;
        static final int InputTrianglesAdjacency = 23;
        static final int OutputVertices = 26;
        static final int OutputPoints = 27;
        static final int OutputLineStrip = 28;
        static final int OutputTriangleStrip = 29;
        static final int SignedZeroInfNanPreserve = 4461;
    }

    static final class StorageClass {
        private StorageClass() {}
        static final int UniformConstant = 0;
        static final int Input = 1;
        static final int Uniform = 2;
        static final int Output = 3;
        static final int Workgroup = 4;
        static final int Private = 6;
        static final int Function = 7;
        static final int PushConstant = 9;
        static final int Image = 11;
        static final int StorageBuffer = 12;
    }

    static final class Dim {
        private Dim() {}
        static final int Dim1D = 0;
        static final int Dim2D = 1;
        static final int Dim3D = 2;
        static final int Cube = 3;
        static final int Buffer = 5;
    }

    static final class ImageFormat {
        private ImageFormat() {}
        static final int Unknown = 0;
        static final int Rgba32f = 1;
        static final int Rgba16f = 2;
        static final int R32f = 3;
        static final int Rgba8 = 4;
        static final int Rgba8Snorm = 5;
        static final int Rg32f = 6;
        static final int Rg16f = 7;
        static final int R11fG11fB10f = 8;
        static final int R16f = 9;
        static final int Rgba16 = 10;
        static final int Rgb10A2 = 11;
        static final int Rg16 = 12;
        static final int Rg8 = 13;
        static final int R16 = 14;
        static final int R8 = 15;
        static final int Rgba16Snorm = 16;
        static final int Rg16Snorm = 17;
        static final int Rg8Snorm = 18;
        static final int R16Snorm = 19;
        static final int R8Snorm = 20;
        static final int Rgba32i = 21;
        static final int Rgba16i = 22;
        static final int Rgba8i = 23;
        static final int R32i = 24;
        static final int Rg32i = 25;
        static final int Rg16i = 26;
        static final int Rg8i = 27;
        static final int R16i = 28;
        static final int R8i = 29;
        static final int Rgba32ui = 30;
        static final int Rgba16ui = 31;
        static final int Rgba8ui = 32;
        static final int R32ui = 33;
        static final int Rgb10a2ui = 34;
        static final int Rg32ui = 35;
        static final int Rg16ui = 36;
        static final int Rg8ui = 37;
        static final int R16ui = 38;
        static final int R8ui = 39;
    }

    static final class ImageOperands {
        private ImageOperands() {}
        static final int Bias = 1;
        static final int Lod = 2;
        static final int Grad = 4;
        static final int ConstOffset = 8;
        static final int Sample = 64;
    }

    static final class Decoration {
        private Decoration() {}
        static final int Block = 2;
        static final int ArrayStride = 6;
        static final int BuiltIn = 11;
        static final int NoPerspective = 13;
        static final int Flat = 14;
        static final int Centroid = 16;
        static final int Sample = 17;
        static final int Volatile = 21;
        static final int NonWritable = 24;
        static final int Location = 30;
        static final int Index = 32;
        static final int Binding = 33;
        static final int DescriptorSet = 34;
        static final int Offset = 35;
        static final int NoContraction = 42;
    }

    static final class BuiltIn {
        private BuiltIn() {}
        static final int Position = 0;
        static final int PointSize = 1;
        static final int ClipDistance = 3;
        static final int PrimitiveId = 7;
        static final int InvocationId = 8;
        static final int Layer = 9;
        static final int ViewportIndex = 10;
        static final int FragCoord = 15;
        static final int PointCoord = 16;
        static final int FrontFacing = 17;
        static final int SampleId = 18;
        static final int SamplePosition = 19;
        static final int SampleMask = 20;
        static final int FragDepth = 22;
        static final int HelperInvocation = 23;
        static final int NumWorkgroups = 24;
        static final int WorkgroupId = 26;
        static final int LocalInvocationId = 27;
        static final int SubgroupSize = 36;
        static final int SubgroupLocalInvocationId = 41;
        static final int VertexIndex = 42;
        static final int InstanceIndex = 43;
        static final int SubgroupEqMask = 4416;
        static final int SubgroupGeMask = 4417;
        static final int SubgroupGtMask = 4418;
        static final int SubgroupLeMask = 4419;
        static final int SubgroupLtMask = 4420;
        static final int BaseVertex = 4424;
        static final int BaseInstance = 4425;
        static final int DrawIndex = 4426;
        static final int FragStencilRefEXT = 5014;
    }

    static final class SelectionControl {
        private SelectionControl() {}
        static final int None = 0;
    }

    static final class LoopControl {
        private LoopControl() {}
        static final int None = 0;
    }

    static final class FunctionControl {
        private FunctionControl() {}
        static final int None = 0;
    }

    static final class MemorySemantics {
        private MemorySemantics() {}
        static final int None = 0;
        static final int AcquireRelease = 8;
        static final int UniformMemory = 64;
        static final int WorkgroupMemory = 256;
        static final int ImageMemory = 2048;
    }

    static final class Scope {
        private Scope() {}
        static final int Device = 1;
        static final int Workgroup = 2;
        static final int Subgroup = 3;
    }

    static final class Capability {
        private Capability() {}
        static final int Shader = 1;
        static final int Geometry = 2;
        static final int Float64 = 10;
        static final int Int64 = 11;
        static final int Int64Atomics = 12;
        static final int GeometryPointSize = 24;
        static final int ImageGatherExtended = 25;
        static final int ClipDistance = 32;
        static final int ImageCubeArray = 34;
        static final int SampleRateShading = 35;
        static final int Sampled1D = 43;
        static final int Image1D = 44;
        static final int SampledCubeArray = 45;
        static final int SampledBuffer = 46;
        static final int ImageBuffer = 47;
        static final int ImageMSArray = 48;
        static final int StorageImageExtendedFormats = 49;
        static final int ImageQuery = 50;
        static final int DerivativeControl = 51;
        static final int InterpolationFunction = 52;
        static final int GeometryStreams = 54;
        static final int StorageImageReadWithoutFormat = 55;
        static final int StorageImageWriteWithoutFormat = 56;
        static final int MultiViewport = 57;
        static final int GroupNonUniform = 61;
        static final int GroupNonUniformVote = 62;
        static final int GroupNonUniformBallot = 64;
        static final int GroupNonUniformShuffle = 65;
        static final int ShaderLayer = 69;
        static final int ShaderViewportIndex = 70;
        static final int DrawParameters = 4427;
        static final int SignedZeroInfNanPreserve = 4466;
        static final int StencilExportEXT = 5013;
        static final int ShaderClockKHR = 5055;
        static final int ShaderViewportIndexLayerEXT = 5254;
        static final int DemoteToHelperInvocation = 5379;
    }

    static final class Op {
        private Op() {}
        static final int OpName = 5;
        static final int OpExtension = 10;
        static final int OpExtInstImport = 11;
        static final int OpExtInst = 12;
        static final int OpMemoryModel = 14;
        static final int OpEntryPoint = 15;
        static final int OpExecutionMode = 16;
        static final int OpCapability = 17;
        static final int OpTypeVoid = 19;
        static final int OpTypeBool = 20;
        static final int OpTypeInt = 21;
        static final int OpTypeFloat = 22;
        static final int OpTypeVector = 23;
        static final int OpTypeImage = 25;
        static final int OpTypeSampler = 26;
        static final int OpTypeSampledImage = 27;
        static final int OpTypeArray = 28;
        static final int OpTypeRuntimeArray = 29;
        static final int OpTypeStruct = 30;
        static final int OpTypePointer = 32;
        static final int OpTypeFunction = 33;
        static final int OpConstantTrue = 41;
        static final int OpConstantFalse = 42;
        static final int OpConstant = 43;
        static final int OpConstantComposite = 44;
        static final int OpConstantNull = 46;
        static final int OpSpecConstantOp = 52;
        static final int OpFunction = 54;
        static final int OpFunctionEnd = 56;
        static final int OpFunctionCall = 57;
        static final int OpVariable = 59;
        static final int OpImageTexelPointer = 60;
        static final int OpLoad = 61;
        static final int OpStore = 62;
        static final int OpAccessChain = 65;
        static final int OpArrayLength = 68;
        static final int OpDecorate = 71;
        static final int OpMemberDecorate = 72;
        static final int OpCompositeConstruct = 80;
        static final int OpCompositeExtract = 81;
        static final int OpSampledImage = 86;
        static final int OpImageSampleImplicitLod = 87;
        static final int OpImageSampleExplicitLod = 88;
        static final int OpImageSampleDrefImplicitLod = 89;
        static final int OpImageSampleDrefExplicitLod = 90;
        static final int OpImageFetch = 95;
        static final int OpImageGather = 96;
        static final int OpImageDrefGather = 97;
        static final int OpImageRead = 98;
        static final int OpImageWrite = 99;
        static final int OpImageQuerySizeLod = 103;
        static final int OpImageQuerySize = 104;
        static final int OpImageQueryLod = 105;
        static final int OpImageQueryLevels = 106;
        static final int OpImageQuerySamples = 107;
        static final int OpConvertFToU = 109;
        static final int OpConvertFToS = 110;
        static final int OpConvertSToF = 111;
        static final int OpConvertUToF = 112;
        static final int OpUConvert = 113;
        static final int OpSConvert = 114;
        static final int OpFConvert = 115;
        static final int OpBitcast = 124;
        static final int OpSNegate = 126;
        static final int OpFNegate = 127;
        static final int OpIAdd = 128;
        static final int OpFAdd = 129;
        static final int OpISub = 130;
        static final int OpFSub = 131;
        static final int OpIMul = 132;
        static final int OpFMul = 133;
        static final int OpUDiv = 134;
        static final int OpSDiv = 135;
        static final int OpFDiv = 136;
        static final int OpUMod = 137;
        static final int OpSRem = 138;
        static final int OpFRem = 140;
        static final int OpFMod = 141;
        static final int OpDot = 148;
        static final int OpUMulExtended = 151;
        static final int OpSMulExtended = 152;
        static final int OpIsNan = 156;
        static final int OpIsInf = 157;
        static final int OpLogicalOr = 166;
        static final int OpLogicalAnd = 167;
        static final int OpLogicalNot = 168;
        static final int OpSelect = 169;
        static final int OpIEqual = 170;
        static final int OpINotEqual = 171;
        static final int OpUGreaterThan = 172;
        static final int OpUGreaterThanEqual = 174;
        static final int OpSGreaterThanEqual = 175;
        static final int OpULessThan = 176;
        static final int OpSLessThan = 177;
        static final int OpULessThanEqual = 178;
        static final int OpFOrdEqual = 180;
        static final int OpFUnordNotEqual = 183;
        static final int OpFOrdLessThan = 184;
        static final int OpFOrdGreaterThan = 186;
        static final int OpFOrdLessThanEqual = 188;
        static final int OpFOrdGreaterThanEqual = 190;
        static final int OpShiftRightLogical = 194;
        static final int OpShiftRightArithmetic = 195;
        static final int OpShiftLeftLogical = 196;
        static final int OpBitwiseOr = 197;
        static final int OpBitwiseXor = 198;
        static final int OpBitwiseAnd = 199;
        static final int OpNot = 200;
        static final int OpBitReverse = 204;
        static final int OpBitCount = 205;
        static final int OpDPdxFine = 210;
        static final int OpDPdyFine = 211;
        static final int OpDPdxCoarse = 213;
        static final int OpDPdyCoarse = 214;
        static final int OpEmitVertex = 218;
        static final int OpEndPrimitive = 219;
        static final int OpEmitStreamVertex = 220;
        static final int OpEndStreamPrimitive = 221;
        static final int OpControlBarrier = 224;
        static final int OpMemoryBarrier = 225;
        static final int OpAtomicLoad = 227;
        static final int OpAtomicExchange = 229;
        static final int OpAtomicCompareExchange = 230;
        static final int OpAtomicIAdd = 234;
        static final int OpAtomicSMin = 236;
        static final int OpAtomicUMin = 237;
        static final int OpAtomicSMax = 238;
        static final int OpAtomicUMax = 239;
        static final int OpAtomicAnd = 240;
        static final int OpAtomicOr = 241;
        static final int OpAtomicXor = 242;
        static final int OpLoopMerge = 246;
        static final int OpSelectionMerge = 247;
        static final int OpLabel = 248;
        static final int OpBranch = 249;
        static final int OpBranchConditional = 250;
        static final int OpSwitch = 251;
        static final int OpKill = 252;
        static final int OpReturn = 253;
        static final int OpReturnValue = 254;
        static final int OpUnreachable = 255;
        static final int OpGroupNonUniformAll = 334;
        static final int OpGroupNonUniformAny = 335;
        static final int OpGroupNonUniformAllEqual = 336;
        static final int OpGroupNonUniformBroadcast = 337;
        static final int OpGroupNonUniformBroadcastFirst = 338;
        static final int OpGroupNonUniformBallot = 339;
        static final int OpGroupNonUniformShuffle = 345;
        static final int OpTerminateInvocation = 4416;
        static final int OpReadClockKHR = 5056;
        static final int OpDemoteToHelperInvocation = 5380;
        static final int OpIsHelperInvocationEXT = 5381;
    }

    static final class Glsl {
        private Glsl() {}
        static final int RoundEven = 2;
        static final int Trunc = 3;
        static final int FAbs = 4;
        static final int SAbs = 5;
        static final int SSign = 7;
        static final int Floor = 8;
        static final int Ceil = 9;
        static final int Sin = 13;
        static final int Cos = 14;
        static final int Exp2 = 29;
        static final int Log2 = 30;
        static final int Sqrt = 31;
        static final int FMin = 37;
        static final int UMin = 38;
        static final int SMin = 39;
        static final int FMax = 40;
        static final int UMax = 41;
        static final int SMax = 42;
        static final int FClamp = 43;
        static final int SClamp = 45;
        static final int Fma = 50;
        static final int FrexpStruct = 52;
        static final int PackHalf2x16 = 58;
        static final int UnpackHalf2x16 = 62;
        static final int FindILsb = 73;
        static final int FindSMsb = 74;
        static final int FindUMsb = 75;
        static final int InterpolateAtCentroid = 76;
        static final int InterpolateAtSample = 77;
        static final int InterpolateAtOffset = 78;
    }
}
