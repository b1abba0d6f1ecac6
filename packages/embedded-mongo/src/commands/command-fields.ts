/**
 * The fields each command accepts, in one table, so that a field the engine would
 * otherwise ignore is refused everywhere at once. A field MongoDB does not know is
 * refused with mongod's own error (40415); a field MongoDB knows but embedded-mongo
 * does not implement is listed under `refused` and refused with InvalidOptions.
 */
export interface FieldList {
  /** Fields the handler honours (or, like maxTimeMS, can never need to act on). */
  accepted: readonly string[];
  /** Fields MongoDB 7 knows that embedded-mongo does not implement. */
  refused?: readonly string[];
}

export interface CommandFields extends FieldList {
  /** Arrays of sub-documents with their own field list: update and delete statements. */
  statements?: Record<string, FieldList>;
}

/** Every command may carry these: routing, sessions, and limits a synchronous engine always meets. */
export const GENERIC_FIELDS: readonly string[] = [
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
];

/** Commands whose fields are not checked: handshakes carry driver metadata that varies by driver. */
export const UNCHECKED_COMMANDS = new Set([
  'hello',
  'ismaster',
  'isMaster',
  'getParameter',
  // Every other field names a section to include or leave out; unknown sections are simply absent.
  'serverStatus',
  // Refused outright (transactions), so their fields never matter.
  'commitTransaction',
  'abortTransaction',
]);

const WRITE_CONCERN = 'writeConcern';
const READ_CONCERN = 'readConcern';

const updateStatement: FieldList = {
  accepted: ['q', 'u', 'upsert', 'multi', 'arrayFilters', 'hint', 'collation', 'upsertSupplied'],
  refused: ['c'],
};

const deleteStatement: FieldList = { accepted: ['q', 'limit', 'hint', 'collation'] };

const findFields: CommandFields = {
  accepted: [
    'filter',
    'sort',
    'projection',
    'hint',
    'skip',
    'limit',
    'batchSize',
    'singleBatch',
    'let',
    'collation',
    'allowDiskUse',
    'noCursorTimeout',
    READ_CONCERN,
  ],
  refused: [
    'min',
    'max',
    'returnKey',
    'showRecordId',
    'tailable',
    'oplogReplay',
    'awaitData',
    'allowPartialResults',
    'readOnce',
    'allowSpeculativeMajorityRead',
    'requestResumeToken',
    'resumeAfter',
  ],
};

const findAndModifyFields: CommandFields = {
  accepted: [
    'query',
    'sort',
    'remove',
    'update',
    'new',
    'fields',
    'upsert',
    'bypassDocumentValidation',
    'arrayFilters',
    'hint',
    'collation',
    'let',
    WRITE_CONCERN,
  ],
};

export const COMMAND_FIELDS: Record<string, CommandFields> = {
  ping: { accepted: [] },
  buildInfo: { accepted: [] },
  buildinfo: { accepted: [] },
  endSessions: { accepted: [] },
  killSessions: { accepted: [] },
  refreshSessions: { accepted: [] },
  whatsmyuri: { accepted: [] },
  connectionStatus: { accepted: ['showPrivileges'] },

  create: {
    accepted: ['validator', 'validationLevel', 'validationAction', WRITE_CONCERN],
    refused: [
      'capped',
      'size',
      'max',
      'autoIndexId',
      'idIndex',
      'indexOptionDefaults',
      'viewOn',
      'pipeline',
      'collation',
      'storageEngine',
      'timeseries',
      'expireAfterSeconds',
      'clusteredIndex',
      'changeStreamPreAndPostImages',
      'encryptedFields',
      'flags',
      'recordPreImages',
      'temp',
    ],
  },
  collMod: {
    accepted: ['validator', 'validationLevel', 'validationAction', WRITE_CONCERN],
    refused: [
      'index',
      'viewOn',
      'pipeline',
      'expireAfterSeconds',
      'changeStreamPreAndPostImages',
      'timeseries',
      'cappedSize',
      'cappedMax',
      'clusteredIndex',
      'dryRun',
      'recordPreImages',
    ],
  },
  renameCollection: { accepted: ['to', 'dropTarget', WRITE_CONCERN], refused: ['stayTemp'] },
  listCollections: { accepted: ['filter', 'nameOnly', 'authorizedCollections', 'cursor'] },
  drop: { accepted: [WRITE_CONCERN] },
  dropDatabase: { accepted: [WRITE_CONCERN] },
  listDatabases: { accepted: ['filter', 'nameOnly', 'authorizedDatabases'] },
  collStats: { accepted: ['scale'] },
  dbStats: { accepted: ['scale'], refused: ['freeStorage'] },

  createIndexes: { accepted: ['indexes', WRITE_CONCERN], refused: ['commitQuorum'] },
  listIndexes: { accepted: ['cursor'] },
  dropIndexes: { accepted: ['index', WRITE_CONCERN] },

  find: findFields,
  getMore: { accepted: ['collection', 'batchSize', 'term', 'lastKnownCommittedOpTime'] },
  killCursors: { accepted: ['cursors'] },
  aggregate: {
    accepted: [
      'pipeline',
      'explain',
      'cursor',
      'allowDiskUse',
      'bypassDocumentValidation',
      'hint',
      'collation',
      'let',
      READ_CONCERN,
      WRITE_CONCERN,
    ],
  },
  count: { accepted: ['query', 'limit', 'skip', 'hint', 'collation', 'fields', READ_CONCERN] },
  distinct: { accepted: ['key', 'query', 'collation', READ_CONCERN], refused: ['hint'] },
  explain: { accepted: ['verbosity'] },

  insert: { accepted: ['documents', 'ordered', 'bypassDocumentValidation', WRITE_CONCERN] },
  update: {
    accepted: ['updates', 'ordered', 'bypassDocumentValidation', 'let', WRITE_CONCERN],
    statements: { updates: updateStatement },
  },
  delete: {
    accepted: ['deletes', 'ordered', 'let', WRITE_CONCERN],
    statements: { deletes: deleteStatement },
  },
  findAndModify: findAndModifyFields,
  findandmodify: findAndModifyFields,
};
